/** The only door from this feature to the canvas layer: scenes/load.ts's dynamic imports, so Pixi stays out of the first screen. */
import type { RainCallbacks, WidgetCallbacks, WidgetSpec } from '../../../scenes/index.ts';
import { loadCanvasLayer } from '../../../scenes/load.ts';

export type { WidgetSpec };

/** `positions`: where the widgets start; `pinned`: those of them the member placed (the others keep clear of the page). */
export const loadWidgets = (specs: readonly WidgetSpec[], callbacks: WidgetCallbacks, positions: Record<string, { x: number; y: number }>, pinned: readonly string[]) =>
  loadCanvasLayer().then((m) => m.widgetScene(specs, callbacks, { positions, pinned }));

export const loadRain = (callbacks: RainCallbacks) => loadCanvasLayer().then((m) => m.rainScene(callbacks));

export type WidgetsHandle = Awaited<ReturnType<typeof loadWidgets>>;
export type RainHandle = Awaited<ReturnType<typeof loadRain>>;
