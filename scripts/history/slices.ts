/**
 * The database's own prize tables and withdrawal types as slices of [0, 1): a generated draw picks
 * its prize by weight, as a real one does, so the Painel's table check sees a fair game.
 */
import { GAMES } from '../../src/domain/contract/rewards.ts';
import { drawableWeight } from '../../src/domain/prize-odds.ts';
import type { Executor } from '../../server/db/client.ts';
import { conversionTypes, rewardGames } from '../../server/db/schema.ts';
import { listActivePrizes } from '../../server/repositories/rewards.ts';
import type { GameSlice, PrizeSlice, WithdrawalType } from './ledger-sql.ts';

/** How often members play each game (the wheel most). */
const GAME_SHARE: Record<string, number> = { wheel: 0.45, giftbox: 0.35, chest: 0.2 };

/** Cumulative slices of `weights`, the last one ending at exactly 1. */
function slicesOf(weights: number[]): Array<{ lo: number; hi: number }> {
  const total = weights.reduce((sum, w) => sum + w, 0);
  let lo = 0;
  return weights.map((weight, index) => {
    const hi = index === weights.length - 1 ? 1 : lo + weight / total;
    const slice = { lo, hi };
    lo = hi;
    return slice;
  });
}

export interface Slices { prizes: PrizeSlice[]; games: GameSlice[]; types: WithdrawalType[]; pointsShare: number }

export async function readSlices(db: Executor): Promise<Slices> {
  const active = new Set((await db.select().from(rewardGames)).filter((game) => game.active).map((game) => game.game));
  const prizes: PrizeSlice[] = [];
  const played: Array<{ game: string; weights: number[] }> = [];
  let pointsShare = 0;
  for (const game of GAMES.filter((name) => active.has(name))) {
    const table = await listActivePrizes(db, game);
    const weights = table.map(drawableWeight);
    const total = weights.reduce((sum, w) => sum + w, 0);
    if (total === 0) continue;
    played.push({ game, weights });
    const slices = slicesOf(weights);
    table.forEach((prize, index) => {
      if (weights[index] === 0) return;
      prizes.push({ game, index, id: prize.id, kind: prize.kind, points: prize.points, label: prize.label, icon: prize.icon, color: prize.color, ...slices[index]! });
    });
    const gamePoints = table.reduce((sum, prize, index) => sum + (prize.kind === 'points' ? weights[index]! : 0), 0) / total;
    pointsShare += gamePoints * (GAME_SHARE[game] ?? 0);
  }
  if (played.length === 0) throw new Error('nenhum jogo ativo com prêmios sorteáveis: rode db:seed-demo ou cadastre prêmios');
  const shares = slicesOf(played.map(({ game }) => GAME_SHARE[game] ?? 0.1));
  const games = played.map(({ game, weights }, index) => ({ game, weights, ...shares[index]! }));
  const shareTotal = played.reduce((sum, { game }) => sum + (GAME_SHARE[game] ?? 0.1), 0);
  const typeRows = (await db.select().from(conversionTypes)).filter((type) => type.active).sort((a, b) => a.sort - b.sort || a.id - b.id);
  if (typeRows.length === 0) throw new Error('nenhum tipo de saque ativo');
  // Pix most, then the others alike.
  const typeSlices = slicesOf(typeRows.map((_, index) => (index === 0 ? 3 : 1)));
  const types = typeRows.map((type, index) => ({ id: type.id, name: type.name, platform: type.platform, unit: type.unit, rate: type.rate, ...typeSlices[index]! }));
  return { prizes, games, types, pointsShare: pointsShare / shareTotal };
}
