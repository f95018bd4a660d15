import type { ReactNode } from 'react';
import type { GameName } from '../../domain/contract/index.ts';
import { ChancesCard } from './ChancesCard.tsx';
import { FairnessNote, GameGate, GameUnavailable, ProfileNotice } from './GameStates.tsx';
import { PrizeTable } from './PrizeTable.tsx';
import { RecordsPanel } from './RecordsPanel.tsx';
import { useGame } from './useGame.ts';

type Game = ReturnType<typeof useGame>;

interface GameScreenProps {
  game: GameName;
  /** This page's route, where Perfection sends the member back. */
  path: string;
  /** The scene and its button, given the ready game. */
  stage: (game: Game & { info: NonNullable<Game['info']> }) => ReactNode;
  /** Shown under the stage (the chest's invite card). */
  aside?: ReactNode;
}

/** A draw game's page body: chances, the stage, the commitment, winners and my prizes, the odds. */
export function GameScreen({ game: name, path, stage, aside }: GameScreenProps) {
  const game = useGame(name, path);
  const { info } = game;
  return (
    <GameGate status={game.status} onRetry={() => void game.reload()}>
      {info && !info.available ? <GameUnavailable /> : null}
      {info?.available ? (
        <>
          <ChancesCard info={info} />
          {info.profile_complete ? null : <ProfileNotice returnPath={path} />}
          {stage({ ...game, info })}
          <FairnessNote hash={info.commitment.hash} />
          {aside}
          <RecordsPanel game={name} version={game.drawCount} />
          <PrizeTable prizes={info.prizes} />
        </>
      ) : null}
    </GameGate>
  );
}
