/**
 * A finger on a DOM stand-in drags it from the first touch, as the canvas scene drags its widgets
 * (scenes/widget/widget-drag.ts): the same tap-versus-drag gesture (under 5 px it is a tap), the
 * same clamping inside the window, the same scale under the finger. The stand-in moves by its own
 * style between renders (frame work never goes through React state); at the release the host
 * snaps it with the scene's maths and the stand-in slides there.
 */
import { useEffect, useRef, useState } from 'react';
import type { MouseEvent, PointerEvent, TouchEvent } from 'react';
import { Gesture, widgetDragPoint, widgetDragTiming } from '../../../scenes/widget-place.ts';
import type { Point } from '../../../scenes/widget-place.ts';

export interface StandInDragHost {
  /** Where the stand-in `id` rests now (before the tuck). */
  placeOf(id: string): Point | undefined;
  /** Let go at `at` after a drag: answers the place it snaps to. */
  dropped(id: string, at: Point): Point;
  tapped(id: string): void;
  /** True from a press until the stand-in rests again (tap done, snap over): the canvas waits meanwhile. */
  busy(busy: boolean): void;
}

interface Held {
  id: string;
  pointerId: number;
  box: HTMLElement;
  start: Point;
  at: Point;
}

/** The translation a stand-in is drawn at now, mid-slide included. */
function drawnAt(box: HTMLElement): Point {
  const m = new DOMMatrixReadOnly(getComputedStyle(box).transform);
  return { x: m.m41, y: m.m42 };
}

const place = (box: HTMLElement, p: Point, scale = 1) => {
  box.style.transform = `translate(${p.x}px, ${p.y}px)${scale === 1 ? '' : ` scale(${scale})`}`;
};

export function useStandInDrag(host: StandInDragHost) {
  const [timing] = useState(widgetDragTiming);
  const latest = useRef(host);
  useEffect(() => {
    latest.current = host;
  });
  const held = useRef<Held | null>(null);
  const gesture = useRef(new Gesture());
  const offset = useRef<Point>({ x: 0, y: 0 });
  const snapTimer = useRef(0);
  useEffect(() => () => window.clearTimeout(snapTimer.current), []);

  const down = (id: string, e: PointerEvent<HTMLElement>) => {
    const box = e.currentTarget.parentElement;
    const rest = latest.current.placeOf(id);
    if (held.current || !box || !rest) return;
    // As on the canvas: no mousedown, so no native drag of a link beneath cancels this pointer.
    e.preventDefault();
    try {
      // Keeps the moves coming when the finger outruns the 67.5 px stand-in.
      e.currentTarget.setPointerCapture(e.pointerId);
    } catch {
      // A synthetic pointer has nothing to capture.
    }
    // Caught mid-snap, it starts from where it is drawn.
    const start = box.dataset.snapping === undefined ? rest : drawnAt(box);
    window.clearTimeout(snapTimer.current);
    delete box.dataset.snapping;
    held.current = { id, pointerId: e.pointerId, box, start, at: start };
    gesture.current.begin(e.clientX, e.clientY);
    latest.current.busy(true);
  };

  const move = (e: PointerEvent<HTMLElement>) => {
    const h = held.current;
    if (!h || h.pointerId !== e.pointerId) return;
    gesture.current.move(e.clientX, e.clientY, offset.current);
    if (!gesture.current.dragging) return;
    h.box.dataset.dragging = '';
    h.at = widgetDragPoint({ x: h.start.x + offset.current.x, y: h.start.y + offset.current.y }, window.innerWidth, window.innerHeight);
    place(h.box, h.at, timing.dragScale);
  };

  const up = (e: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const h = held.current;
    if (!h || h.pointerId !== e.pointerId) return;
    held.current = null;
    const tap = gesture.current.end(e.clientX, e.clientY) && !cancelled;
    const dragged = h.box.dataset.dragging !== undefined;
    delete h.box.dataset.dragging;
    if (tap) latest.current.tapped(h.id);
    if (!dragged) {
      latest.current.busy(false);
      return;
    }
    // It slides from the drop spot to its snapped place (React writes the same place after).
    h.box.dataset.snapping = '';
    place(h.box, latest.current.dropped(h.id, h.at));
    snapTimer.current = window.setTimeout(() => {
      delete h.box.dataset.snapping;
      latest.current.busy(false);
    }, timing.snapMs);
  };

  /** The pointer handlers of stand-in `id`'s button. */
  return {
    snapMs: timing.snapMs,
    handlers: (id: string) => ({
      onPointerDown: (e: PointerEvent<HTMLElement>) => down(id, e),
      onPointerMove: move,
      onPointerUp: (e: PointerEvent<HTMLElement>) => up(e, false),
      onPointerCancel: (e: PointerEvent<HTMLElement>) => up(e, true),
      // A finger's tap opened the popup at its release; the click the browser makes of the tap
      // would land on the popup's backdrop, hit-tested anew, and close it at once.
      onTouchEnd: (e: TouchEvent<HTMLElement>) => e.preventDefault(),
      // A pointer's tap opens at the release above; a click with no press (detail 0) is the keyboard's.
      onClick: (e: MouseEvent<HTMLElement>) => {
        if (e.detail === 0) latest.current.tapped(id);
      },
    }),
  };
}
