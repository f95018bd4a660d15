/**
 * The console's "Regras de prêmios": every game's prize table, chances and on/off switch, and a save
 * that replaces one game's table, chances and switch in one transaction, audited with the operator's name and a
 * before/after summary. A save made from a version another save already replaced is refused.
 *
 * Draws need no notice: each reads the game's prizes_version with the member's row, so the next
 * draw anywhere uses the new table (repositories/rewards.ts prizeTableOf, services/draw-memory.ts).
 * Members' lottery pages do not listen for a real-time event; they show the new table on their
 * next load.
 */
import type { OpsRewardGame, SaveRewardRules } from '../../src/domain/contract/ops-rewards.ts';
import { PRIZE_RULE_MESSAGES as M } from '../../src/domain/ops.pt.ts';
import { minPrizesOf, PRIZE_TABLE_MAX } from '../../src/domain/prize-odds.ts';
import type { AppContext } from '../context.ts';
import type { Executor } from '../db/client.ts';
import * as repo from '../repositories/ops-rewards.ts';
import type { PrizeRow, RewardGameRow } from '../repositories/rewards.ts';
import { recordDecision } from './audit.ts';
import type { Actor } from './operators.ts';
import { refused } from './refusal.ts';

function toPrize(row: PrizeRow): OpsRewardGame['prizes'][number] {
  return { id: row.id, label: row.label, kind: row.kind, points: row.points, weight: row.weight, stock: row.stock, icon: row.icon, color: row.color };
}

function toGame(game: RewardGameRow, prizes: PrizeRow[]): OpsRewardGame {
  return {
    game: game.game, name: game.name, daily_free: game.dailyFree, per_invite: game.perInvite, active: game.active, prizes_version: game.prizesVersion,
    min_prizes: minPrizesOf(game.game), max_prizes: PRIZE_TABLE_MAX, prizes: prizes.map(toPrize),
  };
}

export async function rewardRules(db: Executor): Promise<OpsRewardGame[]> {
  return (await repo.listGamesWithPrizes(db)).map(({ game, prizes }) => toGame(game, prizes));
}

/** What the audit keeps of a game's rules: on or off, the chances and one short line per prize. */
function summaryOf(rules: Pick<OpsRewardGame, 'active' | 'daily_free' | 'per_invite' | 'prizes'>) {
  const prizes = rules.prizes.map((p) =>
    `${p.label} · ${p.kind}${p.kind === 'points' ? ` ${p.points}` : ''} · peso ${p.weight}${p.stock === null ? '' : ` · estoque ${p.stock}`}`);
  return { active: rules.active, daily_free: rules.daily_free, per_invite: rules.per_invite, prizes };
}

function fill(template: string, row: number): string {
  return template.replaceAll('{{row}}', String(row));
}

async function checkPrizeIds(tx: Executor, input: SaveRewardRules): Promise<void> {
  const ids = input.prizes.flatMap((prize) => (prize.id === undefined ? [] : [prize.id]));
  const own = await repo.prizeIdsOfGame(tx, input.game, ids);
  const seen = new Set<number>();
  // A prize of another game, or the same prize twice: the form never sends either.
  const wrong = input.prizes.findIndex(({ id }) => id !== undefined && (!own.has(id) || seen.has(id) || !seen.add(id)));
  if (wrong >= 0) throw refused(fill(M.prizeUnknown, wrong + 1));
}

/** Saves one game's rules and answers them as stored (with the new version); nothing is saved on a refusal. */
export async function saveRewardRules(ctx: AppContext, actor: Actor, input: SaveRewardRules): Promise<OpsRewardGame> {
  return ctx.db.transaction(async (tx) => {
    // Locks the game's row: a second save from the same version waits here, then is refused.
    if (!(await repo.lockGameAtVersion(tx, input.game, input.prizes_version))) throw refused(M.tableChanged);
    const before = (await repo.listGamesWithPrizes(tx)).find(({ game }) => game.game === input.game);
    if (!before) throw refused(M.gameUnknown);
    await checkPrizeIds(tx, input);
    await repo.setGameSwitches(tx, input.game, { active: input.active, dailyFree: input.daily_free, perInvite: input.per_invite });
    await repo.replacePrizeTable(tx, input.game, input.prizes);
    const after = (await repo.listGamesWithPrizes(tx)).find(({ game }) => game.game === input.game);
    if (!after) throw refused(M.gameUnknown);
    const saved = toGame(after.game, after.prizes);
    await recordDecision(ctx, actor, {
      action: 'rewards.rules', target: `reward_games:${input.game}`,
      detail: { before: summaryOf(toGame(before.game, before.prizes)), after: summaryOf(saved) },
    }, tx);
    return saved;
  });
}
