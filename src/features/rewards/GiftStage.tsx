import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Button } from '../../components/Button.tsx';
import { SceneHost } from '../../components/SceneHost.tsx';
import type { DrawResponse } from '../../domain/contract/index.ts';
import { DrawResultDialog } from './DrawResultDialog.tsx';
import { announceDraw } from './announce-draw.ts';
import { loadGiftScene, type GiftHandle } from './scenes.ts';
import type { useGame } from './useGame.ts';
import { useBusyWhile } from '../../stores/busy.ts';

interface GiftStageProps {
  game: ReturnType<typeof useGame>;
  /** Accessible name of the scene and the button's label (gift box or chest). */
  label: string;
  action: string;
}

/** The box opens once the server has answered, then plays the prize burst or the empty box. */
export function GiftStage({ game, label, action }: GiftStageProps) {
  const { t } = useTranslation();
  const box = useRef<GiftHandle | null>(null);
  const pending = useRef<DrawResponse | null>(null);
  const actionButton = useRef<HTMLButtonElement>(null);
  const [opening, setOpening] = useState(false);
  // A reload (the update toast) waits until the draw is over.
  useBusyWhile('draw', opening);
  const [result, setResult] = useState<DrawResponse | null>(null);

  const reveal = useCallback(() => {
    setOpening(false);
    setResult(pending.current);
    announceDraw(t, pending.current);
    pending.current = null;
  }, [t]);

  const load = useCallback(() => loadGiftScene({ onSettled: reveal }), [reveal]);

  const open = async () => {
    if (opening || !game.canDraw()) return;
    setOpening(true);
    const outcome = await game.draw();
    if (!outcome.ok) {
      setOpening(false);
      return;
    }
    pending.current = outcome.draw;
    const { prize } = outcome.draw;
    const scene = box.current?.scene;
    if (scene) scene.open(prize.kind === 'nothing' ? { kind: 'empty' } : { kind: 'win', label: prize.label });
    else reveal();
  };

  const close = () => {
    setResult(null);
    box.current?.scene.reset();
    game.settled();
  };

  return (
    <section className="gift-stage" data-widget-clear="">
      <SceneHost className="gift-stage__scene" label={label} load={load}
        onReady={(handle) => { box.current = handle; }} onError={() => { box.current = null; }} />
      <Button ref={actionButton} className="game-action" block busy={opening} onClick={() => void open()}>
        {opening ? t('games.opening') : action}
      </Button>
      <DrawResultDialog draw={result} onClose={close} returnFocusTo={actionButton} />
    </section>
  );
}
