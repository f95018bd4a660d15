/**
 * The floating widgets as plain DOM: shown at once, at the place the canvas scene will
 * draw them (same maths, scenes/widget-place.ts), tappable, draggable and closable through the
 * same callbacks. The canvas loads at the member's first touch and takes over once these rest
 * (no finger on them, no snap under way), from exactly where they are; these hide once it has drawn.
 */
import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { WIDGET_SIZE_PX } from '../../domain/constants.ts';
import { ui } from '../../lib/locales/pt/promo.ts';
import {
  placeKey, readClearZones, readWidgetContent, SCROLL_SETTLE_MS, widgetAccessibleName, widgetRestsTucked, widgetStartPlaces, widgetTuckedX, widgetTuckTiming, watchPageChanges, isPageScroll,
} from '../../../scenes/widget-place.ts';
import type { PageContent, Placed, Rect } from '../../../scenes/widget-place.ts';
import type { WidgetSpec } from './scenes.ts';
import { useStandInDrag } from './useStandInDrag.ts';
import { WidgetArt } from './WidgetArt.tsx';

/**
 * Like the canvas widgets, the stand-ins tuck half into their edge after a while without a touch
 * and while the page scrolls, so they never sit on the page for good; a touch brings them out
 * (and hands over to the canvas).
 */
function useTucked(idleMs: number): boolean {
  const [idle, setIdle] = useState(false);
  const [scrolling, setScrolling] = useState(false);
  useEffect(() => {
    let idleTimer = window.setTimeout(() => setIdle(true), idleMs);
    let scrollTimer = 0;
    const touched = () => {
      setIdle(false);
      window.clearTimeout(idleTimer);
      idleTimer = window.setTimeout(() => setIdle(true), idleMs);
    };
    const scrolled = (event: Event) => {
      if (!isPageScroll(event)) return;
      setScrolling(true);
      window.clearTimeout(scrollTimer);
      scrollTimer = window.setTimeout(() => setScrolling(false), SCROLL_SETTLE_MS);
    };
    window.addEventListener('pointerdown', touched, true);
    window.addEventListener('scroll', scrolled, { capture: true, passive: true });
    return () => {
      window.clearTimeout(idleTimer);
      window.clearTimeout(scrollTimer);
      window.removeEventListener('pointerdown', touched, true);
      window.removeEventListener('scroll', scrolled, true);
    };
  }, [idleMs]);
  return idle || scrolling;
}

interface View {
  width: number;
  height: number;
  zones: Rect[];
  content: PageContent;
  key: string;
}

const areaOf = (view: View) => ({ width: view.width, height: view.height, clearZones: view.zones, content: view.content });

/** The window, the page's clear zones and its content near the edges, as the widget scene reads them. */
function readView(prev?: View | null): View {
  const { innerWidth: width, innerHeight: height } = window;
  const zones = readClearZones(document, height);
  const content = readWidgetContent(document, width, height);
  const view = { width, height, zones, content, key: `${width}x${height}|${placeKey(zones, content)}` };
  return prev && prev.key === view.key ? prev : view;
}

export interface WidgetStandInsProps {
  specs: readonly WidgetSpec[];
  /** Where the member left widgets this session: those stay there; the others keep clear of the page. */
  remembered: Record<string, { x: number; y: number }>;
  onOpen(id: string): void;
  onClose(id: string): void;
  /** After a drag, where the member left a widget (snapped), and where those it pushed went. */
  onMoved(id: string, x: number, y: number): void;
  /** True while a finger holds a stand-in or it snaps to its edge: the canvas waits to take over. */
  onBusy(busy: boolean): void;
  /** The places shown, for the canvas to start from exactly there. */
  placesRef: { current: Record<string, { x: number; y: number }> };
}

export function WidgetStandIns({ specs, remembered, onOpen, onClose, onMoved, onBusy, placesRef }: WidgetStandInsProps) {
  const [timing] = useState(widgetTuckTiming);
  const [busy, setBusy] = useState(false);
  // A widget under the finger keeps every widget out, as on the canvas.
  const tucked = useTucked(timing.idleMs) && !busy;
  // The places the member chose this session: the remembered ones, then every drop.
  const [pinned, setPinned] = useState(remembered);
  // Read in a task of its own after the layer's render (a read lays the page out and walks it:
  // inside the render it made one long task of both on a slow phone), then again only when the
  // page changed (routes and layouts change under the widgets).
  const [view, setView] = useState<View | null>(null);
  useEffect(() => {
    const first = window.setTimeout(() => setView(readView()));
    const stop = watchPageChanges(document, () => setView((prev) => readView(prev)));
    return () => { window.clearTimeout(first); stop(); };
  }, []);
  const ids = specs.map((s) => s.id).join('|');
  const places = useMemo(
    () => (view ? widgetStartPlaces(ids ? ids.split('|') : [], areaOf(view), pinned) : []),
    [ids, view, pinned],
  );
  const drag = useStandInDrag({
    placeOf: (id) => places.find((p) => p.id === id),
    dropped: (id, at) => {
      // As the scene settles a drop: it snaps to the nearest edge, keeps its spot, the others move aside;
      // the member's widgets (it and those it pushed) stay where they land.
      const next = widgetStartPlaces(ids.split('|'), areaOf(view!), { ...pinned, [id]: at }, id);
      const nextPinned = { ...pinned };
      for (const p of next) {
        if (p.id !== id && !pinned[p.id]) continue;
        nextPinned[p.id] = { x: p.x, y: p.y };
        if (p.id === id || p.x !== pinned[p.id]?.x || p.y !== pinned[p.id]?.y) onMoved(p.id, p.x, p.y);
      }
      setPinned(nextPinned);
      return nextPinned[id]!;
    },
    tapped: onOpen,
    busy: (b) => {
      setBusy(b);
      onBusy(b);
    },
  });
  useEffect(() => {
    placesRef.current = Object.fromEntries(places.map((p) => [p.id, { x: p.x, y: p.y }]));
  }, [places, placesRef]);

  if (!view) return null;
  return (
    <div className="promo-standins" data-widget-standins="" style={{ '--promo-tuck-ms': `${timing.slideMs}ms`, '--promo-snap-ms': `${drag.snapMs}ms` } as CSSProperties}>
      {specs.map((spec) => {
        const place = places.find((p: Placed) => p.id === spec.id);
        if (!place) return null;
        const side = place.x + WIDGET_SIZE_PX / 2 < view.width / 2 ? 'left' : 'right';
        // No free room at its default place: it rests tucked half into the edge (`bare`: without its
        // close button, which would cover the page's text there).
        const resting = widgetRestsTucked(place.x, view.width);
        return (
          <div key={spec.id} className={`promo-standin promo-standin--${side}${spec.highlighted ? ' promo-standin--live' : ''}`}
            data-tucked={tucked || undefined} data-resting={resting ? 'tucked' : undefined} data-bare={place.bare}
            style={{ transform: `translate(${tucked ? widgetTuckedX(place.x, view.width) : place.x}px, ${place.y}px)` }}>
            <button type="button" className="promo-standin__open" data-widget-standin={spec.id} aria-label={widgetAccessibleName(spec.name, spec.label)} {...drag.handlers(spec.id)}>
              <WidgetArt image={spec.image} />
              <span className="promo-standin__tag" aria-hidden="true">{spec.label}</span>
            </button>
            {spec.closable ? (
              <button type="button" className="promo-standin__close" data-widget-standin-close={spec.id} aria-label={spec.closeLabel ?? ui.promo.close} onClick={() => onClose(spec.id)}>
                <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false">
                  <circle cx={20} cy={20} r={18} fill="#1d1d2b" fillOpacity={0.78} stroke="#fff" strokeWidth={2.5} />
                  <path d="M13 13L27 27M27 13L13 27" stroke="#fff" strokeWidth={3.5} strokeLinecap="round" />
                </svg>
              </button>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
