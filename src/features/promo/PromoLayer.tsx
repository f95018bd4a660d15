import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { SceneHost } from '../../components/SceneHost.tsx';
import type { MarketEntry, MarketType } from '../../domain/contract/markets.ts';
import { PromoPopup } from './PromoPopup.tsx';
import { RainPlayer } from './RainPlayer.tsx';
import { loadWidgets, type WidgetsHandle } from './scenes.ts';
import { closeForSession, closedWidgets, rememberPosition, rememberedPositions } from './session-memory.ts';
import { onFirstTouch } from '../../lib/first-touch-or-idle.ts';
import { WidgetStandIns } from './WidgetStandIns.tsx';
import { usePromoMarkets } from './usePromoMarkets.ts';
import { typeOfWidget, widgetId, widgetSpecs } from './widget-specs.ts';
import './setup.ts';

/**
 * The floating promo widgets (spec §4), one per market the server shows, above every page; the
 * shell leaves this layer out on zanzhu and sponsorInfo. They show at once as DOM stand-ins, which
 * already drag, snap and open; the overlay canvas (the same plus tuck and bob drawn by Pixi) loads
 * at the member's first touch and replaces them once it has drawn, starting from the stand-ins'
 * places. The hand-over waits until the finger is up and the snap is over: a gesture is never cut
 * in two, and the canvas starts exactly where the stand-in came to rest.
 */
/** Whether the member has touched the page since it loaded: from then on, the canvas draws the widgets. */
let touched = false;

export default function PromoLayer() {
  const { t } = useTranslation();
  const { shown, refetch } = usePromoMarkets();
  const [closed, setClosed] = useState(closedWidgets);
  const [openType, setOpenType] = useState<MarketType | null>(null);
  const [rain, setRain] = useState<{ periodId: number; playMs: number } | null>(null);
  const widgets = useRef<WidgetsHandle | null>(null);
  const specs = widgetSpecs(shown, closed);
  const latestSpecs = useRef(specs);
  latestSpecs.current = specs;

  // Labels tick every second: the scene takes them without remounting.
  const labels = specs.map((s) => `${s.id}:${s.label}:${s.highlighted ? 1 : 0}`).join('|');
  useEffect(() => {
    widgets.current?.scene.setWidgets(latestSpecs.current);
  }, [labels]);

  // 'off': stand-ins only; 'loading': the canvas loads under them; 'drawn': the canvas alone.
  // Once touched, a remount (back from zanzhu) loads the canvas at once.
  const [canvas, setCanvas] = useState<'off' | 'loading' | 'drawn'>(() => (touched ? 'loading' : 'off'));
  useEffect(() => onFirstTouch(() => {
    touched = true;
    setCanvas((c) => (c === 'off' ? 'loading' : c));
  }), []);
  const [remembered] = useState(rememberedPositions);
  const standInPlaces = useRef<Record<string, { x: number; y: number }>>({});
  // A stand-in under the finger or snapping: a canvas still loading is put off (unmounted) until it
  // rests, then loads from its new place; its loading would also cost the drag frames.
  const [standInBusy, setStandInBusy] = useState(false);
  const standInBusyNow = useRef(false);
  const onStandInBusy = useCallback((busy: boolean) => {
    standInBusyNow.current = busy;
    setStandInBusy(busy);
  }, []);

  const onOpen = useCallback((id: string) => setOpenType(typeOfWidget(id)), []);
  const onClose = useCallback((id: string) => {
    closeForSession(id);
    setClosed(closedWidgets());
  }, []);

  const load = useCallback(
    () => {
      const remembered = rememberedPositions();
      return loadWidgets(latestSpecs.current, { onOpen, onClose, onMoved: rememberPosition }, { ...remembered, ...standInPlaces.current }, Object.keys(remembered));
    },
    [onOpen, onClose],
  );
  const onReady = useCallback((handle: WidgetsHandle) => {
    widgets.current = handle;
    handle.scene.setWidgets(latestSpecs.current);
    // The canvas drew its first frame over the stand-ins; they go at the next one.
    requestAnimationFrame(() => {
      // A keyboard member on a stand-in keeps their place: focus moves to the canvas's button.
      const focused = document.activeElement?.getAttribute('data-widget-standin');
      if (focused) document.querySelector<HTMLElement>(`[data-widget-id="${focused}"]`)?.focus();
      // Pressed in the meantime: that gesture stays the stand-in's (the canvas loads again after it).
      if (!standInBusyNow.current) setCanvas('drawn');
    });
  }, []);

  const startRain = (entry: MarketEntry) => {
    const market = shown.find((m) => m.type === 2);
    const period = entry.time_period;
    if (!market || !period) return;
    setOpenType(null);
    setRain({ periodId: period.id, playMs: (period.end_time - market.now) * 1000 });
  };

  const open = shown.find((m) => m.type === openType);
  // Read when the popup closes: the widget's canvas button, or its stand-in if the canvas is not there.
  const opener = openType === null ? undefined : {
    get current() {
      const id = widgetId(openType);
      return document.querySelector<HTMLElement>(`[data-widget-id="${id}"], [data-widget-standin="${id}"]`);
    },
  };
  return (
    <>
      {specs.length > 0 && canvas !== 'drawn'
        ? <WidgetStandIns specs={specs} remembered={remembered} onOpen={onOpen} onClose={onClose} onMoved={rememberPosition} onBusy={onStandInBusy} placesRef={standInPlaces} />
        : null}
      {specs.length > 0 && (canvas === 'drawn' || (canvas === 'loading' && !standInBusy)) ? <SceneHost className="promo-widgets" label={t('promo.widgetsLabel')} load={load} fallback={null} onReady={onReady} /> : null}
      {open ? <PromoPopup market={open} onClose={() => setOpenType(null)} onStartRain={startRain} returnFocusTo={opener} /> : null}
      {rain ? <RainPlayer periodId={rain.periodId} playMs={rain.playMs} onDone={() => { setRain(null); void refetch(2); }} /> : null}
    </>
  );
}
