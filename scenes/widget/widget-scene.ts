/**
 * Floating promo widgets on the overlay canvas. Drawing is Pixi; the finger is caught by DOM
 * proxies (widget-proxy.ts) so the page beneath stays tappable. Dragging follows the finger, a
 * release snaps to the nearest edge and the others move aside; a tap opens.
 */
import { Container } from 'pixi.js';
import type { Application } from 'pixi.js';
import { gsap } from '../core/gsap.ts';
import { WIDGET_SIZE_PX } from '../../src/domain/constants.ts';
import type { Scene, SceneContext, SceneStats } from '../core/scene.ts';
import type { ParamValues } from '../core/params.ts';
import { getAtlas } from '../art/atlas.ts';
import type { WidgetParamSpec } from './params.ts';
import type { Area, Insets, Point } from './widget-logic.ts';
import { PageWatch } from './page-watch.ts';
import { type LiveWidget as Live, newLiveWidget, placeView } from './widget-live.ts';
import { NO_INSETS, resolveOverlaps, restsTucked, startPoints } from './widget-logic.ts';
import { WidgetDrag } from './widget-drag.ts';
import { Tuck } from './widget-tuck.ts';
import { Float } from './widget-float.ts';
import { ProxyLayer } from './widget-proxy.ts';
import { WidgetView } from './widget-view.ts';
import type { WidgetSpec } from './widget-view.ts';

export type WidgetParams = ParamValues<WidgetParamSpec>;

export type { WidgetSpec };

export interface WidgetCallbacks {
  onOpen?(id: string): void;
  onClose?(id: string): void;
  /** After a snap, for the app to remember positions. */
  onMoved?(id: string, x: number, y: number): void;
}

const easeSnap = gsap.parseEase('power3.out');

export class WidgetScene implements Scene<WidgetParams> {
  readonly capturesPointer = false;
  private app: Application | null = null;
  private params!: WidgetParams;
  private reduced = false;
  private root = new Container();
  private widgets = new Map<string, Live>();
  private specs: WidgetSpec[] = [];
  private proxies: ProxyLayer | null = null;
  private area: Area = { width: 1, height: 1, insets: NO_INSETS, margin: 8, tabBar: true };
  private readonly float = new Float();
  private paused = false;
  /** Set by inputs that change the drawing between frames (labels, widgets added or removed). */
  private dirty = false;
  private readonly tuck = new Tuck(easeSnap);
  private readonly drag = new WidgetDrag({
    widget: (id) => this.widgets.get(id),
    area: () => this.area,
    moved: (id, x, y) => this.proxies?.place(id, x, y),
    dropped: (id) => this.settle(id, true),
    tapped: (id) => this.callbacks.onOpen?.(id),
    wake: () => this.wake(),
  });
  private wake: () => void = () => undefined;
  /** Reads the clear zones when the page changes, between frames too: a resting overlay runs none. */
  private readonly page = new PageWatch({
    touched: () => {
      this.tuck.touched();
      this.wake();
    },
    scrolled: () => {
      this.tuck.scrolled();
      this.wake();
    },
    changed: () => this.checkClearZones(),
  });

  /** Where each widget starts (where the member left it, or where the app's stand-ins stood). */
  private readonly remembered: Record<string, { x: number; y: number }>;
  /** The widgets the member placed (dragged this session): they stay where put, out of the zones only. */
  private readonly pinned: Set<string>;

  /**
   * `positions`: where widgets start; `pinned`: those of them the member placed. The others take
   * their default place, clear of the page's content (resolveOverlaps).
   */
  constructor(
    specs: readonly WidgetSpec[],
    private readonly callbacks: WidgetCallbacks = {},
    options: { insets?: Insets; tabBar?: boolean; positions?: Record<string, { x: number; y: number }>; pinned?: readonly string[] } = {},
  ) {
    this.specs = [...specs];
    this.remembered = { ...options.positions };
    this.pinned = new Set(options.pinned ?? []);
    this.area.insets = options.insets ?? NO_INSETS;
    this.area.tabBar = options.tabBar ?? true;
  }

  init(ctx: SceneContext, params: WidgetParams): void {
    this.app = ctx.app;
    this.wake = ctx.wake;
    this.reduced = ctx.reducedMotion;
    this.params = params;
    this.area.margin = params.edgeMargin;
    // The widgets' DOM buttons and page watchers need the page: they run on its main thread only.
    if (!ctx.host) throw new Error('widgets need the page: mount them from its main thread');
    const doc = ctx.host.ownerDocument;
    this.root = new Container({ label: 'widgets' });
    ctx.app.stage.addChild(this.root);
    this.proxies = new ProxyLayer(doc, {
      down: (id, x, y) => this.drag.down(id, x, y),
      move: (id, x, y) => this.drag.move(id, x, y),
      up: (id, x, y, cancelled) => this.drag.up(id, x, y, cancelled),
      activate: (id) => this.callbacks.onOpen?.(id),
      close: (id) => this.callbacks.onClose?.(id),
    });
    for (const spec of this.specs) this.add(spec);
    this.page.start(doc);
  }

  /**
   * At rest (nothing dragged, snapping or tucking) the overlay runs no frame: the bob is one
   * short float every `bobEveryMs` while the widgets are out, and the tuck after `tuckIdleMs`
   * without a touch is a timer. Tucked, they are still: a page left alone draws nothing but a
   * countdown's new second.
   */
  restMs(): number {
    if (this.dirty || this.tuck.moving || this.paused) return 0;
    for (const w of this.widgets.values()) if (w.dragging || w.snapMs < this.params.snapMs) return 0;
    let rest = this.tuck.restMs(this.params.tuckIdleMs);
    if (!this.reduced && this.widgets.size > 0 && !this.tuck.tucked()) rest = Math.min(rest, this.float.restMs(this.params));
    return rest;
  }

  private markDirty(): void {
    this.dirty = true;
    this.wake();
  }

  resize(width: number, height: number): void {
    const first = this.area.width <= 1;
    this.area.width = width;
    this.area.height = height;
    if (first) {
      const list = [...this.widgets.values()];
      startPoints(list.map((w) => w.spec.id), this.area, this.remembered, this.params.gap).forEach((p, i) => {
        list[i]!.x = p.x;
        list[i]!.y = p.y;
      });
      // The zones count from the first frame, as they do for the app's DOM stand-ins: no slide out of them.
      this.readZonesNow();
    }
    this.settle(null, false);
    this.checkClearZones();
  }

  setParams(params: WidgetParams): void {
    this.params = params;
    this.area.margin = params.edgeMargin;
    for (const w of this.widgets.values()) w.view.setLabelSize(params.labelSize);
    this.settle(null, false);
  }

  setInsets(insets: Insets, tabBar = this.area.tabBar): void {
    this.area.insets = insets;
    this.area.tabBar = tabBar;
    this.settle(null, true);
  }

  setWidgets(specs: readonly WidgetSpec[]): void {
    this.specs = [...specs];
    if (!this.app) return;
    // A countdown's new second changes a label only: the places are settled again only when a
    // widget came or went.
    let placesChanged = false;
    for (const id of [...this.widgets.keys()]) {
      if (specs.some((s) => s.id === id)) continue;
      this.removeWidget(id);
      placesChanged = true;
    }
    for (const spec of specs) {
      const live = this.widgets.get(spec.id);
      if (!live) {
        this.add(spec);
        placesChanged = true;
      } else {
        if (live.spec.highlighted !== spec.highlighted) live.spec = { ...live.spec, highlighted: spec.highlighted };
        this.setLabel(spec.id, spec.label);
      }
    }
    if (placesChanged) this.settle(null, true);
  }

  /** Label or countdown text (once a second at most: each change re-renders the text). */
  setLabel(id: string, text: string): void {
    const w = this.widgets.get(id);
    if (!w || w.view.text === text) return;
    w.view.setText(text);
    this.proxies?.setLabel(id, text);
    this.markDirty();
  }

  positions(): { id: string; x: number; y: number }[] {
    return [...this.widgets.values()].map((w) => ({ id: w.spec.id, x: w.toX, y: w.toY }));
  }

  update(dtMs: number): boolean {
    if (this.paused) return false;
    const tuckMoved = this.tuck.step(dtMs, this.anyDragging(), this.params.tuckIdleMs, this.params.tuckMs, this.reduced);
    this.float.step(dtMs, this.params, this.tuck.out(), this.reduced);
    let changed = this.dirty || tuckMoved;
    this.dirty = false;
    for (const w of this.widgets.values()) {
      if (!w.dragging && w.snapMs < this.params.snapMs) {
        w.snapMs += dtMs;
        const k = easeSnap(Math.min(w.snapMs / this.params.snapMs, 1));
        w.x = w.fromX + (w.toX - w.fromX) * k;
        w.y = w.fromY + (w.toY - w.fromY) * k;
      }
      const lift = w.dragging ? 0 : this.float.lift;
      const scale = w.dragging ? this.params.dragScale : w.spec.highlighted ? this.float.pulse : 1;
      const x = this.drawnX(w);
      if (tuckMoved) this.proxies?.place(w.spec.id, x, w.y);
      const closeShown = w.dragging || !w.bare;
      if (closeShown !== w.closeShown) {
        w.closeShown = closeShown;
        w.view.setCloseShown(closeShown);
        this.proxies?.showClose(w.spec.id, closeShown);
        changed = true;
      }
      changed = placeView(w.view.view, x + WIDGET_SIZE_PX / 2, w.y + WIDGET_SIZE_PX / 2 + lift, scale) || changed;
    }
    return changed;
  }

  /** The room the widgets are placed in: size, insets, clear zones, page content (the sandbox's debug overlays draw it). */
  get layoutArea(): Readonly<Area> {
    return this.area;
  }

  /** Whether the widgets are tucked into their edge (or on their way). */
  isTucked(): boolean {
    return this.tuck.tucked();
  }

  private drawnX(w: Live): number {
    return w.dragging ? w.x : w.x + this.tuck.shift(w.toX, this.area);
  }

  private anyDragging(): boolean {
    for (const w of this.widgets.values()) if (w.dragging) return true;
    return false;
  }

  /** Reads the zones the page declared when it changed (page-changes.ts); widgets move out of them when they change. */
  private checkClearZones(): void {
    if (this.paused || !this.page.watching || this.tuck.scrolling()) return;
    if (!this.readZonesNow()) return;
    this.settle(null, true);
    this.wake();
  }

  /** Takes the page's clear zones and its content near the edges as they are now; true when they changed. */
  private readZonesNow(): boolean {
    return this.page.readInto(this.area, this.area.margin + WIDGET_SIZE_PX + this.params.gap);
  }

  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
  }

  stats(): SceneStats {
    return { liveSprites: this.widgets.size * 4, poolSize: 0 };
  }

  destroy(): void {
    this.page.stop();
    this.proxies?.destroy();
    this.proxies = null;
    for (const w of this.widgets.values()) w.view.destroy();
    this.root.destroy({ children: true });
    this.widgets.clear();
    this.app = null;
    this.area.width = 1;
  }

  private add(spec: WidgetSpec): void {
    const view = new WidgetView(spec, getAtlas(), this.params.labelSize, () => this.markDirty());
    this.root.addChild(view.view);
    this.widgets.set(spec.id, newLiveWidget(spec, view, { x: this.area.width, y: this.area.height * 0.62 }));
    this.proxies!.add(spec.id, spec.label, spec.closable ? (spec.closeLabel ?? 'Fechar') : null, spec.name);
    this.markDirty();
  }

  private removeWidget(id: string): void {
    this.widgets.get(id)?.view.destroy();
    this.widgets.delete(id);
    this.proxies?.remove(id);
    this.markDirty();
  }

  /** Resolves overlaps and animates every widget to its place (`fixedId` keeps its drop spot). */
  private settle(fixedId: string | null, animate: boolean): void {
    const list = [...this.widgets.values()];
    if (list.length === 0 || this.area.width <= 1) return;
    if (fixedId !== null) this.pinned.add(fixedId);
    // The member's widgets from where they are; the others from their default stack every time, so
    // the same page gives the same places (as the app's stand-ins compute them), never a shuffle.
    const pinnedAt: Record<string, Point> = {};
    for (const w of list) if (this.pinned.has(w.spec.id)) pinnedAt[w.spec.id] = { x: w.x, y: w.y };
    const wanted = startPoints(list.map((w) => w.spec.id), this.area, pinnedAt, this.params.gap);
    const byDefault = new Set(list.filter((w) => !this.pinned.has(w.spec.id)).map((w) => w.spec.id));
    const placed = resolveOverlaps(wanted, this.area, fixedId, this.params.gap, WIDGET_SIZE_PX, byDefault);
    placed.forEach((p, i) => {
      const w = list[i]!;
      const moved = p.x !== w.toX || p.y !== w.toY;
      const bare = p.bare === true;
      if (bare !== w.bare) {
        w.bare = bare;
        this.markDirty();
      }
      // A check that finds the same places moves nothing and draws no frame.
      if (!moved && w.x === p.x && w.y === p.y && w.spec.id !== fixedId) return;
      w.fromX = w.x;
      w.fromY = w.y;
      w.toX = p.x;
      w.toY = p.y;
      w.snapMs = animate && !this.reduced ? 0 : Infinity;
      if (!animate || this.reduced) {
        w.x = p.x;
        w.y = p.y;
      }
      const side = p.x + WIDGET_SIZE_PX / 2 < this.area.width / 2 ? 'left' : 'right';
      w.view.setSide(side);
      this.markDirty();
      // A tucked layer stays tucked: the proxy goes where the widget is drawn.
      this.proxies?.place(w.spec.id, p.x + this.tuck.shift(p.x, this.area), p.y, side);
      this.proxies?.setResting(w.spec.id, restsTucked(p.x, this.area));
      // The member placed it (or pushed it, placed before, by placing another): it stays there
      // from now on. A widget at its default place that was pushed keeps finding its own.
      if (fixedId !== null && this.pinned.has(w.spec.id) && (moved || w.spec.id === fixedId)) {
        this.remembered[w.spec.id] = { x: p.x, y: p.y };
        this.callbacks.onMoved?.(w.spec.id, p.x, p.y);
      }
    });
  }
}
