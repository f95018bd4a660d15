/**
 * One draw game on a page: its info (chances, prizes, commitment) and the draw itself. The
 * server decides everything; the page only shows what it answers.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { accepted, drawLottery, getLotteryInfo, unwrapped } from '../../api/index.ts';
import type { DrawResponse, GameName, LotteryInfoResponse } from '../../domain/contract/index.ts';
import { SERVER_MESSAGES } from '../../domain/messages.pt.ts';
import { TOAST_DURATION_MS } from '../../domain/constants.ts';
import { emitUiEvent } from '../../lib/ui-events.ts';
import { isProfileIncomplete } from '../../lib/perfection.ts';
import { useSessionStore } from '../../stores/session.ts';
import { newClientKey } from './client-key.ts';
import { completeProfile } from '../../lib/paths.ts';

export type GameStatus = 'loading' | 'ready' | 'error';

/** Why a tap did not start a draw, or what the server refused. */
export type DrawOutcome = { ok: true; draw: DrawResponse } | { ok: false };

function toast(message: string) {
  emitUiEvent('toast', { message, durationMs: TOAST_DURATION_MS, position: 'bottom' });
}

/** After a draw: the member's points everywhere in the app follow the server's balance. */
function syncBalance(balance: number) {
  const { userInfo, setUserInfo } = useSessionStore.getState();
  if (userInfo && userInfo.points !== balance) setUserInfo({ ...userInfo, points: balance });
}

/** A draw uses a free daily chance first, then an extra one (docs/server.md "Chances"). */
export function chancesAfterDraw(prev: Pick<LotteryInfoResponse, 'daily_left' | 'extra_chances'>, chancesLeft: number) {
  const dailyLeft = Math.min(Math.max(0, prev.daily_left - 1), chancesLeft);
  return { chances_left: chancesLeft, daily_left: dailyLeft, extra_chances: chancesLeft - dailyLeft };
}

export function useGame(game: GameName, returnPath: string) {
  const navigate = useNavigate();
  const [info, setInfo] = useState<LotteryInfoResponse | null>(null);
  const wonRef = useRef(false);
  const [status, setStatus] = useState<GameStatus>('loading');
  /** Bumped after each draw so the winners and my-prizes lists reload. */
  const [drawCount, setDrawCount] = useState(0);

  /** A refresh keeps the scene on screen: only the first load (or a retry after an error) shows loading. */
  const load = useCallback(async () => {
    setStatus((prev) => (prev === 'ready' ? prev : 'loading'));
    try {
      setInfo(await unwrapped(getLotteryInfo(game, { loading: false })));
      setStatus('ready');
    } catch {
      setStatus((prev) => (prev === 'ready' ? prev : 'error'));
    }
  }, [game]);

  useEffect(() => {
    void load();
  }, [load]);

  const toPerfection = useCallback(() => {
    navigate(completeProfile(returnPath));
  }, [navigate, returnPath]);

  /** Checks what the page already knows; false when the tap must not start a draw. */
  const canDraw = useCallback((): boolean => {
    if (!info) return false;
    if (!info.profile_complete) {
      toast(SERVER_MESSAGES.profileIncomplete);
      toPerfection();
      return false;
    }
    if (info.chances_left <= 0) {
      toast(SERVER_MESSAGES.noChancesLeft);
      return false;
    }
    return true;
  }, [info, toPerfection]);

  const draw = useCallback(async (): Promise<DrawOutcome> => {
    try {
      // The spinning wheel or the shaking box is the progress indicator.
      const result = await accepted(drawLottery({ game, client_key: newClientKey() }, { loading: false }), (refusal) => {
        if (isProfileIncomplete(refusal)) toPerfection();
      });
      if (!result) {
        void load();
        return { ok: false };
      }
      setInfo((prev) => prev && { ...prev, ...chancesAfterDraw(prev, result.chances_left), balance: result.balance, commitment: result.next_commitment });
      syncBalance(result.balance);
      wonRef.current = result.prize.kind !== 'nothing';
      return { ok: true, draw: result };
    } catch {
      return { ok: false };
    }
  }, [game, load, toPerfection]);

  /** The result is on screen: refresh the lists (and the exact chance split) from the server. */
  const settled = useCallback(() => {
    setDrawCount((n) => n + 1);
    // A prize is on screen: the moment the shell may offer push notices (features/push).
    if (wonRef.current) emitUiEvent('meaningfulAction', { kind: 'prize' });
    wonRef.current = false;
    void load();
  }, [load]);

  return { info, status, reload: load, canDraw, draw, settled, drawCount, toPerfection };
}
