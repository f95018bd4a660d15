/**
 * A finger on a widget (its DOM proxy, widget-proxy.ts): past the gesture's slop it drags the
 * widget, kept inside the area; a release after a drag drops it (the scene settles it at the drop
 * spot); a release without one is a tap.
 */
import type { Area } from './widget-logic.ts';
import { Gesture, clampDrag } from './widget-logic.ts';
import type { LiveWidget } from './widget-live.ts';

export interface DragHost {
  widget(id: string): LiveWidget | undefined;
  area(): Area;
  /** The widget is drawn at (x, y): its proxy goes there too. */
  moved(id: string, x: number, y: number): void;
  dropped(id: string): void;
  tapped(id: string): void;
  wake(): void;
}

export class WidgetDrag {
  private readonly gesture = new Gesture();
  private readonly offset = { x: 0, y: 0 };

  constructor(private readonly host: DragHost) {}

  down(id: string, x: number, y: number): void {
    const w = this.host.widget(id);
    if (!w) return;
    this.gesture.begin(x, y);
    w.start = { x: w.x, y: w.y };
    this.host.wake();
  }

  move(id: string, x: number, y: number): void {
    const w = this.host.widget(id);
    if (!w) return;
    this.gesture.move(x, y, this.offset);
    if (!this.gesture.dragging) return;
    w.dragging = true;
    w.snapMs = Infinity;
    const p = clampDrag({ x: w.start.x + this.offset.x, y: w.start.y + this.offset.y }, this.host.area());
    w.x = p.x;
    w.y = p.y;
    this.host.moved(id, p.x, p.y);
    this.host.wake();
  }

  up(id: string, x: number, y: number, cancelled: boolean): void {
    const w = this.host.widget(id);
    if (!w) return;
    const tap = this.gesture.end(x, y) && !cancelled;
    const wasDragging = w.dragging;
    w.dragging = false;
    if (tap) this.host.tapped(id);
    else if (wasDragging) this.host.dropped(id);
    this.host.wake();
  }
}
