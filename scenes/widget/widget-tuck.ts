/**
 * When the widgets tuck half into their edge — while the page scrolls, and after `idleMs` without
 * a touch — and how far they are on their way. Stepped by the scene's frames; allocates nothing.
 */
import { SCROLL_SETTLE_MS, shouldTuck, tuckedX } from './widget-logic.ts';
import type { Area } from './widget-logic.ts';

export class Tuck {
  private readonly quiet = { sinceTouchMs: 0, sinceScrollMs: Infinity, dragging: false };
  private readonly timing = { idleMs: 0, scrollSettleMs: SCROLL_SETTLE_MS };
  /** 0: out, 1: tucked half into the edge. */
  private amount = 0;
  /** Whether the tuck moved in the last step. */
  moving = false;

  constructor(private readonly ease: (k: number) => number) {}

  touched(): void {
    this.quiet.sinceTouchMs = 0;
  }

  scrolled(): void {
    this.quiet.sinceScrollMs = 0;
  }

  scrolling(): boolean {
    return this.quiet.sinceScrollMs < SCROLL_SETTLE_MS;
  }

  /** Tucked into the edge, or on the way in or out. */
  tucked(): boolean {
    return this.amount > 0;
  }

  /** How far out the widgets are: 1 out, 0 tucked (eased, as they are drawn). */
  out(): number {
    return 1 - this.ease(this.amount);
  }

  /** How long the tuck stays as it is without a touch or a scroll (Infinity: until one comes). */
  restMs(idleMs: number): number {
    let rest = Infinity;
    if (this.scrolling()) rest = SCROLL_SETTLE_MS - this.quiet.sinceScrollMs;
    if (this.quiet.sinceTouchMs < idleMs) rest = Math.min(rest, idleMs - this.quiet.sinceTouchMs);
    return rest;
  }

  /** Moves towards where it should be (all at once with `instant`); true while it moves. */
  step(dtMs: number, dragging: boolean, idleMs: number, slideMs: number, instant: boolean): boolean {
    this.quiet.sinceTouchMs += dtMs;
    this.quiet.sinceScrollMs += dtMs;
    this.quiet.dragging = dragging;
    this.timing.idleMs = idleMs;
    const target = shouldTuck(this.quiet, this.timing) ? 1 : 0;
    this.moving = this.amount !== target;
    if (this.moving) {
      const step = instant ? 1 : dtMs / slideMs;
      this.amount = target > this.amount ? Math.min(1, this.amount + step) : Math.max(0, this.amount - step);
    }
    return this.moving;
  }

  /** How far a widget resting at `x` is moved towards its tucked place right now. */
  shift(x: number, area: Area): number {
    return this.amount === 0 ? 0 : (tuckedX(x, area) - x) * this.ease(this.amount);
  }
}
