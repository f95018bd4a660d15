/** One widget on the overlay as the scene moves it: where it is, where it goes, and its view. */
import type { Container } from 'pixi.js';
import type { Point } from './widget-logic.ts';
import type { WidgetSpec, WidgetView } from './widget-view.ts';

export interface LiveWidget {
  spec: WidgetSpec;
  view: WidgetView;
  x: number;
  y: number;
  fromX: number;
  fromY: number;
  toX: number;
  toY: number;
  snapMs: number;
  dragging: boolean;
  start: Point;
  /** Rests tucked where its close button would cover the page: none is drawn. */
  bare: boolean;
  /** Whether the close button is drawn. */
  closeShown: boolean;
}

/** A widget just added, at `at` until the scene settles it. */
export function newLiveWidget(spec: WidgetSpec, view: WidgetView, at: Point): LiveWidget {
  return {
    spec, view, x: at.x, y: at.y,
    fromX: 0, fromY: 0, toX: 0, toY: 0, snapMs: Infinity, dragging: false, start: { x: 0, y: 0 }, bare: false, closeShown: true,
  };
}

/** Moves a widget's view only where it changed; returns whether it did (a still frame is not drawn). */
export function placeView(view: Container, x: number, y: number, scale: number): boolean {
  if (view.x === x && view.y === y && view.scale.x === scale) return false;
  view.position.set(x, y);
  view.scale.set(scale);
  return true;
}
