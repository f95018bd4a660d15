/** Demo reward configuration: grant rules per game and prize tables (Portuguese labels). */
import { eq } from 'drizzle-orm';
import type { Transaction } from './client.ts';
import { prizes, rewardGames } from './schema.ts';

type PrizeSeed = Omit<typeof prizes.$inferInsert, 'game' | 'sort'>;

const points = (n: number, weight: number, color: string, icon = 'coins'): PrizeSeed => ({
  kind: 'points',
  label: `${n} pontos`,
  points: n,
  icon,
  color,
  weight,
});

/** Weights add up to 200, so '12,5%' shows up in the odds. */
export const DEMO_PRIZES: Record<'wheel' | 'giftbox' | 'chest', PrizeSeed[]> = {
  wheel: [
    points(5, 60, '#FFB74D', 'coins-small'),
    points(10, 50, '#FF8A65', 'coins-small'),
    points(20, 25, '#4FC3F7', 'coins'),
    points(50, 16, '#81C784', 'coins'),
    points(100, 8, '#BA68C8', 'coins-big'),
    points(500, 2, '#FFD54F', 'treasure'),
    { kind: 'physical', label: 'Fone de ouvido', icon: 'headphones', color: '#F06292', weight: 1 },
    { kind: 'nothing', label: 'Tente de novo', icon: 'retry', color: '#B0BEC5', weight: 38 },
  ],
  giftbox: [
    points(10, 40, '#FFB74D', 'coins-small'),
    points(20, 25, '#4FC3F7', 'coins'),
    points(50, 10, '#81C784', 'coins'),
    points(200, 2, '#BA68C8', 'coins-big'),
    { kind: 'physical', label: 'Garrafa térmica Prêmia', icon: 'bottle', color: '#F06292', weight: 1 },
    { kind: 'nothing', label: 'Não foi desta vez', icon: 'empty-box', color: '#B0BEC5', weight: 22 },
  ],
  chest: [
    points(20, 40, '#FFB74D', 'coins-small'),
    points(50, 30, '#4FC3F7', 'coins'),
    points(100, 20, '#81C784', 'coins-big'),
    points(300, 9, '#BA68C8', 'treasure'),
    { kind: 'physical', label: 'Caixa de som Bluetooth', icon: 'speaker', color: '#F06292', weight: 1 },
  ],
};

/** The games themselves are structure (migration 0023): the demo switches them on with its chances and prizes. */
const DEMO_CHANCES: Record<keyof typeof DEMO_PRIZES, { dailyFree: number; perInvite: number }> = {
  wheel: { dailyFree: 3, perInvite: 0 },
  giftbox: { dailyFree: 1, perInvite: 0 },
  chest: { dailyFree: 0, perInvite: 1 },
};

export async function seedRewards(tx: Transaction): Promise<void> {
  for (const [game, chances] of Object.entries(DEMO_CHANCES) as Array<[keyof typeof DEMO_PRIZES, (typeof DEMO_CHANCES)['wheel']]>) {
    await tx.update(rewardGames).set({ ...chances, active: true }).where(eq(rewardGames.game, game));
  }
  for (const [game, list] of Object.entries(DEMO_PRIZES) as Array<[keyof typeof DEMO_PRIZES, PrizeSeed[]]>) {
    await tx.insert(prizes).values(list.map((prize, sort) => ({ ...prize, game, sort })));
  }
}
