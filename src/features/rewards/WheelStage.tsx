import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Button } from '../../components/Button.tsx';
import { SceneHost } from '../../components/SceneHost.tsx';
import type { DrawResponse, LotteryInfoResponse } from '../../domain/contract/index.ts';
import { DrawResultDialog } from './DrawResultDialog.tsx';
import { announceDraw } from './announce-draw.ts';
import { wheelSegments } from './prize-art.ts';
import { loadWheelScene, type WheelHandle } from './scenes.ts';
import type { useGame } from './useGame.ts';
import { useBusyWhile } from '../../stores/busy.ts';

interface WheelStageProps {
  info: LotteryInfoResponse;
  game: ReturnType<typeof useGame>;
}

/**
 * The wheel starts spinning at the tap, lands on the segment the server chose, then shows the
 * result. If the canvas could not start, the draw still works and the result shows at once.
 */
export function WheelStage({ info, game }: WheelStageProps) {
  const { t } = useTranslation();
  const wheel = useRef<WheelHandle | null>(null);
  const pending = useRef<DrawResponse | null>(null);
  const actionButton = useRef<HTMLButtonElement>(null);
  const [spinning, setSpinning] = useState(false);
  // A reload (the update toast) waits until the draw is over.
  useBusyWhile('draw', spinning);
  const [result, setResult] = useState<DrawResponse | null>(null);
  const segments = useMemo(() => wheelSegments(info.prizes), [info.prizes]);
  const sceneKey = useMemo(() => info.prizes.map((p) => p.id).join('-'), [info.prizes]);

  const reveal = useCallback(() => {
    setSpinning(false);
    setResult(pending.current);
    announceDraw(t, pending.current);
    pending.current = null;
  }, [t]);

  const load = useCallback(
    () => loadWheelScene(segments, { onSettled: reveal, onAborted: () => setSpinning(false) }),
    [segments, reveal],
  );

  const spin = async () => {
    if (spinning || !game.canDraw()) return;
    setSpinning(true);
    const scene = wheel.current?.scene;
    scene?.start();
    const outcome = await game.draw();
    if (!outcome.ok) {
      if (scene) scene.abort();
      else setSpinning(false);
      return;
    }
    pending.current = outcome.draw;
    if (scene) scene.spinTo(outcome.draw.prize_index);
    else reveal();
  };

  const close = () => {
    setResult(null);
    game.settled();
  };

  return (
    <section className="wheel-stage" data-widget-clear="">
      <SceneHost className="wheel-stage__scene" label={t('games.wheelLabel', { count: segments.length })} sceneKey={sceneKey}
        load={load} onReady={(handle) => { wheel.current = handle; }} onError={() => { wheel.current = null; }} />
      <Button ref={actionButton} className="game-action" block busy={spinning} onClick={() => void spin()}>
        {spinning ? t('games.spinning') : t('games.spin')}
      </Button>
      <DrawResultDialog draw={result} onClose={close} returnFocusTo={actionButton} />
    </section>
  );
}
