import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { announce } from '../../components/LiveAnnouncer.tsx';
import { SceneHost } from '../../components/SceneHost.tsx';
import { COUNTDOWN_TICK_MS, RAIN_PLAY_MAX_MS } from '../../domain/constants.ts';
import { formatPoints } from '../../lib/format.ts';
import { useToPerfection } from '../../lib/perfection.ts';
import { loadRain, type RainHandle } from './scenes.ts';
import { useEnvelopeBatches, type EnvelopeTotals } from './useEnvelopeBatches.ts';

interface RainPlayerProps {
  periodId: number;
  /** Milliseconds left in the rain's period on the server clock. */
  playMs: number;
  onDone: () => void;
}

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Plays the envelope rain over the page; each tapped envelope gets its own key, and the keys go
 * to the server in batches, once a second and a last time when the rain ends (the server caps
 * envelopes and points, and refuses claims outside the rain). The total shown at the end is what
 * the server credited. The 'Pegar envelope' button catches the next envelope through the same
 * path as a tap, for members who cannot tap a falling target or cannot see it; the live region
 * says what the server credited and how the rain ended.
 */
export function RainPlayer({ periodId, playMs, onDone }: RainPlayerProps) {
  const { t } = useTranslation();
  const rain = useRef<RainHandle | null>(null);
  const session = useRef(Math.random().toString(36).slice(2, 10));
  const [finished, setFinished] = useState(false);
  const [alive, setAlive] = useState(0);

  // The catch button says how many envelopes are falling (its description), a few times a second.
  useEffect(() => {
    const timer = setInterval(() => setAlive(rain.current?.scene.alive ?? 0), COUNTDOWN_TICK_MS / 4);
    return () => clearInterval(timer);
  }, []);

  const toPerfection = useToPerfection();
  const onCredited = useCallback((count: number, points: number) => {
    const said = { count, points: formatPoints(points) };
    announce(count === 1 ? t('promo.caughtOne', said) : t('promo.caughtMany', said));
  }, [t]);
  const { collect: keep, finish, totals: total, unsettled } = useEnvelopeBatches(periodId, () => {
    rain.current?.scene.stop();
    onDone();
    toPerfection();
  }, onCredited);
  // `collect` must stay the same function, or the scene would be loaded again.
  const collect = useCallback((envelope: number) => keep(`r${session.current}-${envelope}`), [keep]);

  const load = useCallback(() => loadRain({ onCollect: collect }), [collect]);

  useEffect(() => {
    const timer = setTimeout(() => {
      rain.current?.scene.stop();
      setFinished(true);
      finish();
    }, Math.min(Math.max(playMs, 0), RAIN_PLAY_MAX_MS));
    return () => clearTimeout(timer);
  }, [playMs, finish]);

  const settled = finished && unsettled === 0;
  useEffect(() => {
    if (settled) announce(rainEndText(t, total));
    // Said once, when the last batch is answered: the totals no longer change then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  return (
    <>
      {finished ? null : (
        <SceneHost className="promo-rain" label={t('promo.rainTitle')} load={load} fallback={null}
          onReady={(handle) => { rain.current = handle; handle.scene.start(); }} />
      )}
      {finished ? null : <CatchButton rain={rain} full={total.full} alive={alive} />}
      <Dialog open={settled} title={t('promo.rainTitle')} onClose={onDone} actions={<Button block onClick={onDone}>{t('promo.close')}</Button>}>
        <p data-testid="rain-summary">
          {total.count > 0 ? t('promo.rainSummary', { count: total.count, points: formatPoints(total.points) }) : t('promo.rainNone')}
        </p>
      </Dialog>
    </>
  );
}

function rainEndText(t: ReturnType<typeof useTranslation>['t'], total: EnvelopeTotals): string {
  return total.count > 0 ? t('promo.rainEnded', { count: total.count, points: formatPoints(total.points) }) : t('promo.rainEndedNone');
}

/**
 * 'Pegar envelope': shown with reduced motion; otherwise out of sight until a keyboard reaches
 * it (screen readers find it either way). It takes the focus when the rain starts, since the
 * popup that started it has just closed. Past the member's cap it stays, saying so.
 */
function CatchButton({ rain, full, alive }: { rain: { current: RainHandle | null }; full: boolean; alive: number }) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  const [shown] = useState(prefersReducedMotion);
  useEffect(() => { button.current?.focus(); }, []);
  const catchOne = () => {
    if (full) announce(t('promo.catchFull'));
    else if (!rain.current?.scene.catchNext()) announce(t('promo.catchNone'));
  };
  return (
    <div className={`promo-catch${shown ? ' promo-catch--shown' : ''}`}>
      <button type="button" ref={button} className="btn btn--primary promo-catch__button" aria-disabled={full || undefined}
        aria-describedby="promo-catch-alive" onClick={catchOne}>
        {full ? t('promo.catchFull') : t('promo.catchOne')}
      </button>
      <span id="promo-catch-alive" className="visually-hidden" data-testid="rain-alive">{t('promo.rainAlive', { count: alive })}</span>
    </div>
  );
}
