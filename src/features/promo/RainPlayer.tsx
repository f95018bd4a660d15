import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accepted, claimEnvelope } from '../../api/index.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { SceneHost } from '../../components/SceneHost.tsx';
import { COUNTDOWN_TICK_MS, RAIN_PLAY_MAX_MS } from '../../domain/constants.ts';
import { formatPoints } from '../../lib/format.ts';
import { isProfileIncomplete, useToPerfection } from '../../lib/perfection.ts';
import { loadRain, type RainHandle } from './scenes.ts';

interface RainPlayerProps {
  periodId: number;
  /** Milliseconds left in the rain's period on the server clock. */
  playMs: number;
  onDone: () => void;
}

/**
 * Plays the envelope rain over the page; each tapped envelope is claimed from the server with its
 * own key (the server caps envelopes and points, and refuses claims outside the rain). The total
 * shown at the end is what the server credited.
 */
export function RainPlayer({ periodId, playMs, onDone }: RainPlayerProps) {
  const { t } = useTranslation();
  const rain = useRef<RainHandle | null>(null);
  const session = useRef(Math.random().toString(36).slice(2, 10));
  const [total, setTotal] = useState({ count: 0, points: 0 });
  const [finished, setFinished] = useState(false);
  /** Claims sent and not answered yet: the summary waits for them, so its total is final. */
  const [pending, setPending] = useState(0);
  const [alive, setAlive] = useState(0);

  // Screen readers (and the journeys) learn how many envelopes are falling, a few times a second.
  useEffect(() => {
    const timer = setInterval(() => setAlive(rain.current?.scene.alive ?? 0), COUNTDOWN_TICK_MS / 4);
    return () => clearInterval(timer);
  }, []);

  const toPerfection = useToPerfection();
  const incomplete = useRef(false);
  // In refs: `collect` must stay the same function, or the scene would be loaded again.
  const leave = useRef(() => {});
  leave.current = () => { onDone(); toPerfection(); };
  const collect = useCallback((envelope: number) => {
    setPending((n) => n + 1);
    accepted(claimEnvelope({ period_id: periodId, envelope_key: `r${session.current}-${envelope}` }, { loading: false }), (refusal) => {
      if (!isProfileIncomplete(refusal) || incomplete.current) return;
      // Spec §4/§6: no envelope counts before the profile is complete; stop and send the member there.
      incomplete.current = true;
      rain.current?.scene.stop();
      leave.current();
    })
      .then((claimed) => {
        if (claimed) setTotal((prev) => ({ count: prev.count + 1, points: prev.points + claimed.points }));
      })
      .catch(() => undefined)
      .finally(() => setPending((n) => n - 1));
  }, [periodId]);

  const load = useCallback(() => loadRain({ onCollect: collect }), [collect]);

  useEffect(() => {
    const timer = setTimeout(() => {
      rain.current?.scene.stop();
      setFinished(true);
    }, Math.min(Math.max(playMs, 0), RAIN_PLAY_MAX_MS));
    return () => clearTimeout(timer);
  }, [playMs]);

  return (
    <>
      {finished ? null : (
        <SceneHost className="promo-rain" label={t('promo.rainTitle')} load={load} fallback={null}
          onReady={(handle) => { rain.current = handle; handle.scene.start(); }} />
      )}
      {finished ? null : <span className="visually-hidden" role="status" data-testid="rain-alive">{t('promo.rainAlive', { count: alive })}</span>}
      <Dialog open={finished && pending === 0} title={t('promo.rainTitle')} onClose={onDone} actions={<Button block onClick={onDone}>{t('promo.close')}</Button>}>
        <p data-testid="rain-summary">
          {total.count > 0 ? t('promo.rainSummary', { count: total.count, points: formatPoints(total.points) }) : t('promo.rainNone')}
        </p>
      </Dialog>
    </>
  );
}
