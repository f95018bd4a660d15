/**
 * A random history through the real tables, for the dashboard test: members with channels and
 * inviters, ledger entries of every category through the ledger service, draws (some of an older
 * prize table), withdrawals (some refunded), outbox messages, a rain and a code batch. Seeded, so a
 * failure repeats with the seed it prints.
 */
import { eq } from 'drizzle-orm';
import { GAME_POINT_SOURCE, type GameName } from '../../src/domain/contract/rewards.ts';
import { drawableWeight } from '../../src/domain/prize-odds.ts';
import {
  conversionTypes, draws, marketPeriods, markets, outbox, redeemCodes, users, withdrawals,
} from '../../server/db/schema.ts';
import { listActivePrizes } from '../../server/repositories/rewards.ts';
import { creditPoints, debitPoints } from '../../server/services/ledger.ts';
import type { TestApp } from './helpers.ts';

const DAY_MS = 86_400_000;
const CHANNELS = ['google', 'tiktok', 'instagram', null] as const;
const GAMES: GameName[] = ['wheel', 'giftbox', 'chest'];

/** mulberry32: small, seeded, good enough to scatter a history. */
export function randomOf(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)), pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]! };
}
type Random = ReturnType<typeof randomOf>;

interface Member { id: number; joined: number; drawNumbers: Record<GameName, number> }

let serial = 0;
const unique = () => `${Date.now().toString(36)}${(serial += 1)}`;

async function addMember(t: TestApp, r: Random, start: number, end: number, inviters: Member[]): Promise<Member> {
  const joined = start + r.next() * (end - start);
  const name = `hist${unique()}`;
  const inviter = inviters.length > 0 && r.next() < 0.4 ? r.pick(inviters) : undefined;
  const [row] = await t.db.insert(users).values({
    username: name, passwordHash: 'x', phone: `+55119${String(serial).padStart(8, '0')}${r.int(0, 9)}`, email: `${name}@teste.dev`, nickname: name,
    channelFrom: r.pick(CHANNELS), parentId: inviter?.id ?? null, createdAt: new Date(joined),
  }).returning({ id: users.id });
  return { id: row!.id, joined, drawNumbers: { wheel: 0, giftbox: 0, chest: 0 } };
}

const after = (r: Random, member: Member, end: number) => new Date(member.joined + r.next() * (end - member.joined));

async function addDraw(t: TestApp, r: Random, member: Member, at: Date): Promise<void> {
  const game = r.pick(GAMES);
  const table = await listActivePrizes(t.db, game);
  const index = r.int(0, table.length - 1);
  const prize = table[index]!;
  // One draw in five from an "older table": other weights, left out of the table check.
  const weights = r.next() < 0.2 ? table.map((p) => drawableWeight(p) + 1) : table.map(drawableWeight);
  member.drawNumbers[game] += 1;
  const drawNumber = member.drawNumbers[game];
  const reference = `draw:${game}:${drawNumber}`;
  let entryId: number | null = null;
  let balance = 0;
  if (prize.kind === 'points') {
    const credit = await t.db.transaction((tx) => creditPoints(tx, { userId: member.id, amount: prize.points, source: GAME_POINT_SOURCE[game], reason: 'Sorteio', reference, key: reference, now: at }));
    entryId = credit.entry.id;
    balance = credit.balance;
  }
  await t.db.insert(draws).values({
    userId: member.id, game, drawNumber, clientKey: unique(), prizeId: prize.id, prizeIndex: index, prizeKind: prize.kind, prizeLabel: prize.label,
    prizePoints: prize.points, prizeIcon: prize.icon, prizeColor: prize.color, weights, seed: 's', commitmentHash: 'c', nextCommitmentHash: 'n',
    status: prize.kind === 'nothing' ? 'none' : prize.kind === 'physical' ? 'pending' : 'success', chancesLeft: 0, balanceAfter: balance,
    ledgerEntryId: entryId, createdAt: at,
  });
}

const CREDIT_KEYS = ['invite', 'share', 'task', 'task-auto', 'redeem', 'redeem-code', 'envelopes', 'ops', 'ops-member', 'bonus'] as const;

async function addCredit(t: TestApp, r: Random, member: Member, at: Date): Promise<void> {
  const prefix = r.pick(CREDIT_KEYS);
  const source = prefix === 'invite' ? 'invite' : prefix === 'share' ? 'share' : 'other';
  await t.db.transaction((tx) => creditPoints(tx, { userId: member.id, amount: r.int(1, 500), source, reason: 'Histórico', key: `${prefix}:${unique()}`, now: at }));
}

async function addDebit(t: TestApp, r: Random, member: Member, at: Date, typeId: number): Promise<void> {
  const [row] = await t.db.select({ points: users.points }).from(users).where(eq(users.id, member.id));
  const points = Math.min(row?.points ?? 0, r.int(1, 300));
  if (points <= 0) return;
  if (r.next() < 0.3) {
    await t.db.transaction((tx) => debitPoints(tx, { userId: member.id, amount: points, source: 'other', reason: 'Ajuste', key: `ops-member:${unique()}`, now: at }));
    return;
  }
  await t.db.transaction(async (tx) => {
    const debit = await debitPoints(tx, { userId: member.id, amount: points, source: 'other', reason: 'Saque', key: `withdraw:${unique()}`, now: at });
    const status = r.pick(['progress', 'success', 'failed'] as const);
    const [made] = await tx.insert(withdrawals).values({
      userId: member.id, requestKey: unique(), conversionTypeId: typeId, typeName: 'Pix', platform: 'Pix', unit: 'R$', account: 'x',
      amount: 1, points, status: status === 'failed' ? 'progress' : status, debitEntryId: debit.entry.id, createdAt: at,
    }).returning({ id: withdrawals.id });
    if (status !== 'failed') return;
    const later = new Date(at.getTime() + r.int(1, 3) * 3_600_000);
    const refund = await creditPoints(tx, { userId: member.id, amount: points, source: 'other', reason: 'Estorno', key: `withdraw-refund:${made!.id}`, now: later });
    await tx.update(withdrawals).set({ status: 'failed', refundEntryId: refund.entry.id, decidedAt: later }).where(eq(withdrawals.id, made!.id));
  });
}

const BODIES = ['Seu código é 123456', 'Código Prêmia: 654321. Não compartilhe.', 'x'.repeat(200), 'ação '.repeat(20)];

async function addMessages(t: TestApp, r: Random, start: number, end: number, count: number): Promise<void> {
  const rows = Array.from({ length: count }, () => ({
    channel: r.pick(['sms', 'email'] as const), recipient: `+5511${r.int(10_000_000, 99_999_999)}`, body: r.pick(BODIES),
    status: r.pick(['pending', 'sending', 'sent', 'sent', 'sent', 'failed', 'dead'] as const), createdAt: new Date(start + r.next() * (end - start)),
  }));
  await t.db.insert(outbox).values(rows);
}

async function addPromotions(t: TestApp, r: Random, now: number): Promise<void> {
  const [rain] = await t.db.insert(markets).values({ type: 2, title: `Chuva ${unique()}`, logo: 'envelope', link: 'https://exemplo.dev' }).returning({ id: markets.id });
  const budget = r.int(1000, 5000);
  await t.db.insert(marketPeriods).values({
    marketId: rain!.id, startsAt: new Date(now - 2 * DAY_MS), endsAt: new Date(now + 3 * DAY_MS), points: 10, envelopeCap: 5,
    pointsBudget: budget, pointsPaid: r.int(0, budget), paidSince: new Date(now - r.int(1, 40) * 3_600_000),
  });
  const [codes] = await t.db.insert(markets).values({ type: 1, title: `Códigos ${unique()}`, logo: 'iconGift', link: 'https://exemplo.dev' }).returning({ id: markets.id });
  const [period] = await t.db.insert(marketPeriods).values({
    marketId: codes!.id, startsAt: new Date(now - 5 * DAY_MS), endsAt: new Date(now + 10 * 3_600_000), points: 50,
  }).returning({ id: marketPeriods.id });
  await t.db.insert(redeemCodes).values(Array.from({ length: 5 }, () => {
    const maxUses = r.int(1, 20);
    return { periodId: period!.id, code: `H${unique()}`.toUpperCase(), maxUses, uses: r.int(0, maxUses) };
  }));
}

export interface HistorySize { members: number; eventsPerMember: number; messages: number }

/** Adds a random history between `start` and `end` (ms); members invite from those given and the new ones. */
export async function addHistory(t: TestApp, r: Random, start: number, end: number, size: HistorySize, inviters: Member[] = []): Promise<Member[]> {
  const [type] = await t.db.select({ id: conversionTypes.id }).from(conversionTypes).limit(1);
  const members: Member[] = [];
  for (let i = 0; i < size.members; i += 1) members.push(await addMember(t, r, start, end, [...inviters, ...members]));
  for (const member of [...inviters, ...members]) {
    for (let e = r.int(0, size.eventsPerMember); e > 0; e -= 1) {
      const at = after(r, member, end);
      const roll = r.next();
      if (roll < 0.45) await addDraw(t, r, member, at);
      else if (roll < 0.8) await addCredit(t, r, member, at);
      else await addDebit(t, r, member, at, type!.id);
    }
  }
  await addMessages(t, r, start, end, size.messages);
  await addPromotions(t, r, end);
  return members;
}
