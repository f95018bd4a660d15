/**
 * A type-1 period's batch of redeem codes. The operator generates N random codes (crypto
 * randomness, an alphabet without 0/O/1/I so nobody misreads one) or pastes a list, each used
 * once or, when shared, up to its use limit; and sets how many codes one member may redeem.
 * A member's redeem takes one use of the code under a guarded update, records who used it and
 * credits the ledger, all in one transaction, so no code is used past its limit even by
 * parallel requests, and a lost race answers 'Este código já foi usado'.
 */
import { randomBytes } from 'node:crypto';
import type { PromoCodeCounts, PromoCodesInput, PromoCodesPage, PromoCodesSaved } from '../../src/domain/contract/promo-ops.ts';
import type { RedeemResponse } from '../../src/domain/contract/markets.ts';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import { PROMO_MESSAGES as P } from '../../src/domain/promo.pt.ts';
import type { AppContext } from '../context.ts';
import type { Executor } from '../db/client.ts';
import { findPeriodWithMarket, type PeriodRow } from '../repositories/markets.ts';
import * as repo from '../repositories/redeem-codes.ts';
import { recordDecision } from './audit.ts';
import { creditPoints, lockMember } from './ledger.ts';
import { allowanceReached, takeAllowance } from './reward-allowance.ts';
import type { Member } from './member.ts';
import type { Actor } from './operators.ts';
import { isLiveOccurrence, occurrenceOf } from './promo-schedule.ts';
import { refused } from './refusal.ts';

/** 32 symbols (a byte modulo 32 picks each evenly): letters without I and O, digits without 0 and 1. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
/** 32^8 codes: a collision is rare, and each round only replaces the codes that collided. */
const GENERATE_ROUNDS = 5;
/** Codes named in a refusal, so the message stays readable. */
const NAMED = 20;

function randomCode(): string {
  return Array.from(randomBytes(CODE_LENGTH), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

function randomCodes(count: number): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(randomCode());
  return [...codes];
}

const named = (codes: string[]) => codes.slice(0, NAMED).join(', ') + (codes.length > NAMED ? ', …' : '');

/** The period, refused unless it belongs to a redeem-code entry. */
async function codePeriod(db: Executor, periodId: number): Promise<PeriodRow> {
  const found = await findPeriodWithMarket(db, periodId);
  if (!found) throw refused(P.periodNotFound);
  if (found.market.type !== 1) throw refused(P.notACodePeriod);
  return found.period;
}

async function countsOf(db: Executor, period: PeriodRow): Promise<PromoCodeCounts> {
  return { period_id: period.id, per_member: period.codesPerMember, ...(await repo.countCodes(db, period.id)) };
}

/** Stores `count` new random codes, replacing any that collided with a code already held. */
async function storeRandomCodes(tx: Executor, periodId: number, count: number, maxUses: number, now: Date): Promise<number> {
  let stored = 0;
  for (let round = 0; round < GENERATE_ROUNDS && stored < count; round += 1) {
    const fresh = randomCodes(count - stored);
    const taken = new Set(await repo.periodCodesAmong(tx, fresh));
    stored += (await repo.insertCodes(tx, periodId, fresh.filter((code) => !taken.has(code)), maxUses, now)).length;
  }
  if (stored < count) throw new Error(`only ${stored} of ${count} random codes were free`);
  return stored;
}

/** Stores every pasted code, or none: a code already held anywhere is named and nothing is saved. */
async function storePastedCodes(tx: Executor, periodId: number, codes: string[], maxUses: number, now: Date): Promise<number> {
  const taken = await repo.periodCodesAmong(tx, codes);
  if (taken.length > 0) throw refused(P.codesTaken.replace('{{codes}}', named(taken)));
  const stored = new Set(await repo.insertCodes(tx, periodId, codes, maxUses, now));
  if (stored.size < codes.length) throw refused(P.codesTaken.replace('{{codes}}', named(codes.filter((code) => !stored.has(code)))));
  return stored.size;
}

export async function saveCodes(ctx: AppContext, actor: Actor, input: PromoCodesInput): Promise<PromoCodesSaved> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const period = await codePeriod(tx, input.period_id);
    const created = input.list
      ? await storePastedCodes(tx, period.id, input.list, input.max_uses, now)
      : await storeRandomCodes(tx, period.id, input.count!, input.max_uses, now);
    const action = input.list ? 'promo.codes.paste' : 'promo.codes.generate';
    await recordDecision(ctx, actor, { action, target: `market-period:${period.id}`, detail: { created, max_uses: input.max_uses } }, tx);
    return { created, ...(await countsOf(tx, period)) };
  });
}

export async function setCodesPerMember(ctx: AppContext, actor: Actor, periodId: number, perMember: number): Promise<PromoCodeCounts> {
  return ctx.db.transaction(async (tx) => {
    const period = await codePeriod(tx, periodId);
    await repo.setCodesPerMember(tx, period.id, perMember);
    await recordDecision(ctx, actor, { action: 'promo.codes.limit', target: `market-period:${period.id}`, detail: { per_member: perMember } }, tx);
    return countsOf(tx, { ...period, codesPerMember: perMember });
  });
}

export async function codesPage(ctx: AppContext, periodId: number, query: { page: number; page_size: number; unused: '0' | '1' }): Promise<PromoCodesPage> {
  const period = await codePeriod(ctx.db, periodId);
  const { rows, matching } = await repo.listCodes(ctx.db, period.id, query.unused === '1', query.page_size, (query.page - 1) * query.page_size);
  const uses = await repo.latestUses(ctx.db, rows.filter((row) => row.uses > 0).map((row) => row.id));
  const list = rows.map((row) => {
    const use = uses.get(row.id);
    return {
      code: row.code, max_uses: row.maxUses, uses: row.uses,
      used_by: use ? { id: use.userId, nickname: use.nickname } : null, used_at: use ? use.at.toISOString() : null,
    };
  });
  return { ...(await countsOf(ctx.db, period)), page: query.page, page_size: query.page_size, matching, list };
}

/**
 * A member's redeem of a batch code; undefined when no live batch holds it. The member's lock
 * first (their redeems of this period run one after the other, so the per-member limit holds),
 * their use recorded, then the code's guarded use; a refusal rolls the whole transaction back.
 */
export async function redeemBatchCode(ctx: AppContext, member: Member, code: string): Promise<RedeemResponse | undefined> {
  const now = ctx.now();
  const found = await repo.findBatchCode(ctx.db, code, now);
  if (!found) return undefined;
  if (!isLiveOccurrence(occurrenceOf(found.period, now), now)) throw refused(SERVER_MESSAGES.redeemCodeInvalid);
  const { period } = found;
  const userId = member.user.id;
  return ctx.db.transaction(async (tx) => {
    await lockMember(tx, userId);
    // The member's own use first: a retry of a code they hold answers that it is used, not the limit.
    if (!(await repo.insertCodeUse(tx, { codeId: found.code.id, userId, periodId: period.id, points: period.points, createdAt: now }))) {
      throw refused(P.codeAlreadyUsed);
    }
    if ((await repo.memberUsesInPeriod(tx, period.id, userId)) > period.codesPerMember) throw refused(P.codesPerMemberReached);
    if (!(await repo.takeCodeUse(tx, found.code.id))) throw refused(P.codeAlreadyUsed);
    if (!(await takeAllowance(tx, userId, period.points, now))) throw await allowanceReached(tx, now);
    const credit = await creditPoints(tx, {
      userId, amount: period.points, source: 'other', key: `redeem-code:${found.code.id}:${userId}`, reference: `market-period:${period.id}`, now,
      reason: SERVER_MESSAGES.redeemReason.replace('{{code}}', code).replace('{{points}}', String(period.points)),
    });
    if (!credit.applied) throw refused(P.codeAlreadyUsed);
    return { points: period.points, balance: credit.balance };
  });
}
