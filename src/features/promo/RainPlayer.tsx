import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { SceneHost } from '../../components/SceneHost.tsx';
import { COUNTDOWN_TICK_MS, RAIN_PLAY_MAX_MS } from '../../domain/constants.ts';
import { formatPoints } from '../../lib/format.ts';
import { useToPerfection } from '../../lib/perfection.ts';
import { loadRain, type RainHandle } from './scenes.ts';
import { useEnvelopeBatches } from './useEnvelopeBatches.ts';

interface RainPlayerProps {
  periodId: number;
  /** Milliseconds left in the rain's period on the server clock. */
  playMs: number;
  onDone: () => void;
}

/**
 * Plays the envelope rain over the page; each tapped envelope gets its own key, and the keys go
 * to the server in batches, once a second and a last time when the rain ends (the server caps
 * envelopes and points, and refuses claims outside the rain). The total shown at the end is what
 * the server credited.
 */
export function RainPlayer({ periodId, playMs, onDone }: RainPlayerProps) {
  const { t } = useTranslation();
  const rain = useRef<RainHandle | null>(null);
  const session = useRef(Math.random().toString(36).slice(2, 10));
  const [finished, setFinished] = useState(false);
  const [alive, setAlive] = useState(0);

  // Screen readers (and the journeys) learn how many envelopes are falling, a few times a second.
  useEffect(() => {
    const timer = setInterval(() => setAlive(rain.current?.scene.alive ?? 0), COUNTDOWN_TICK_MS / 4);
    return () => clearInterval(timer);
  }, []);

  const toPerfection = useToPerfection();
  const { collect: keep, finish, totals: total, unsettled } = useEnvelopeBatches(periodId, () => {
    rain.current?.scene.stop();
    onDone();
    toPerfection();
  });
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

  return (
    <>
      {finished ? null : (
        <SceneHost className="promo-rain" label={t('promo.rainTitle')} load={load} fallback={null}
          onReady={(handle) => { rain.current = handle; handle.scene.start(); }} />
      )}
      {finished ? null : <span className="visually-hidden" role="status" data-testid="rain-alive">{t('promo.rainAlive', { count: alive })}</span>}
      <Dialog open={finished && unsettled === 0} title={t('promo.rainTitle')} onClose={onDone} actions={<Button block onClick={onDone}>{t('promo.close')}</Button>}>
        <p data-testid="rain-summary">
          {total.count > 0 ? t('promo.rainSummary', { count: total.count, points: formatPoints(total.points) }) : t('promo.rainNone')}
        </p>
      </Dialog>
    </>
  );
}
