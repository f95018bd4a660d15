/**
 * A game card's form: prizes as typed (numbers stay text until sent, so a half-typed field is
 * never rewritten), the body the save sends, and the live figures of src/domain/prize-odds.ts.
 */
import type { OpsRewardGame, SaveRewardRulesBody } from '../../domain/contract/ops-rewards.ts';
import type { PrizeKind } from '../../domain/contract/reward-values.ts';
import { expectedPointsPerDraw, expectedPointsPerThousandDaily, type OddsInput, prizePercentages, totalWeight } from '../../domain/prize-odds.ts';

export interface PrizeDraft {
  /** React's key: stable while rows are added and removed. */
  key: string;
  id?: number;
  label: string;
  kind: PrizeKind;
  points: string;
  weight: string;
  /** Physical prizes: units left; '' is no limit. */
  stock: string;
  icon: string;
  color: string;
}

export type RulesDraft = {
  active: boolean;
  dailyFree: string;
  perInvite: string;
  prizes: PrizeDraft[];
};

/** The icon a new prize starts with, by kind (the app's wheel draws these). */
export const DEFAULT_ICONS: Record<PrizeKind, string> = { points: 'coins', physical: 'gift', nothing: 'empty-box' };

let keys = 0;
const nextKey = () => `novo-${(keys += 1)}`;

export function draftOf(game: OpsRewardGame): RulesDraft {
  return {
    active: game.active,
    dailyFree: String(game.daily_free),
    perInvite: String(game.per_invite),
    prizes: game.prizes.map((p) => ({
      ...p, key: `id-${p.id}`, points: String(p.points), weight: String(p.weight), stock: p.stock === null ? '' : String(p.stock),
    })),
  };
}

export const newPrize = (): PrizeDraft => ({
  key: nextKey(), label: '', kind: 'points', points: '10', weight: '1', stock: '', icon: DEFAULT_ICONS.points, color: '#FFB74D',
});

/** '' or anything not a number is sent as NaN's stand-in -1, so the server names the field. */
const numberOf = (text: string): number => (text.trim() === '' || !Number.isFinite(Number(text)) ? -1 : Number(text));

/** Only a physical prize keeps a stock; blank is no limit. */
const stockOf = (kind: PrizeKind, text: string): number | null => (kind !== 'physical' || text.trim() === '' ? null : numberOf(text));

export function bodyOf(game: OpsRewardGame, draft: RulesDraft): SaveRewardRulesBody {
  return {
    game: game.game,
    prizes_version: game.prizes_version,
    active: draft.active,
    daily_free: numberOf(draft.dailyFree),
    per_invite: numberOf(draft.perInvite),
    prizes: draft.prizes.map(({ key: _key, points, weight, stock, ...prize }) => ({
      ...prize, points: numberOf(points), weight: numberOf(weight), stock: stockOf(prize.kind, stock),
    })),
  };
}

export interface Figures {
  percentages: number[];
  total: number;
  perDraw: number;
  perThousand: number;
}

export function figuresOf(draft: RulesDraft): Figures {
  // A physical prize out of stock is never drawn: the odds are the ones members get.
  const odds: OddsInput[] = draft.prizes.map((p) => ({ kind: p.kind, points: Number(p.points), weight: Number(p.weight), stock: stockOf(p.kind, p.stock) }));
  return {
    percentages: prizePercentages(odds),
    total: totalWeight(odds),
    perDraw: expectedPointsPerDraw(odds),
    perThousand: expectedPointsPerThousandDaily(odds, Number(draft.dailyFree)),
  };
}
