/**
 * Invites: each member's short invite code, binding a friend to an inviter (once, never oneself,
 * never a cycle) and the inviter's reward, decided when the friend completes the profile and paid
 * as pending points released after the friend's first draw (services/pending-points.ts).
 *
 * The reward is decided once per friend: `markQualified` sets `invites.qualified_at` with
 * `… WHERE qualified_at IS NULL`, so of parallel or repeated completions exactly one goes on; the
 * pending row's unique (member, key), then the ledger key and the chance-grant key
 * `invite:<friendId>` at its release, are the second guard. The farming guard
 * runs under the inviter's row lock, so two friends of one inviter on one device are decided one
 * after the other and the second sees the first as rewarded.
 */
import { randomInt } from 'node:crypto';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH, INVITE_REWARD_POINTS } from '../../src/domain/constants.ts';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { violatedUniqueConstraint } from '../db/errors.ts';
import type { INVITE_REFUSALS } from '../db/tables/invites.ts';
import { refused } from './refusal.ts';
import type { Member } from './member.ts';
import * as repo from '../repositories/invites.ts';
import { lockUser } from '../repositories/users.ts';
import { maskWinnerName } from '../security/masking.ts';
import { insertPending } from '../repositories/pending-points.ts';
import { linkedAccounts } from './risk-links.ts';

const CODE_PATTERN = new RegExp(`^[${INVITE_CODE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`);

export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i += 1) code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  return code;
}

/** Codes are read case-insensitively; anything that cannot be a code is null (no query). */
export function normaliseInviteCode(raw: string | undefined | null): string | null {
  const code = raw?.trim().toUpperCase() ?? '';
  return CODE_PATTERN.test(code) ? code : null;
}

/**
 * The member's code, given on first use (members from before invites had none). Race-safe: the
 * code is set only `WHERE invite_code IS NULL`, so of two parallel first uses one sets it and the
 * other reads it; a clash with another member's code (unique index) just draws again.
 */
export async function inviteCodeOf(db: Executor, userId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const existing = await repo.findInviteCode(db, userId);
    if (existing) return existing;
    try {
      const set = await repo.setInviteCodeIfMissing(db, userId, newInviteCode());
      if (set) return set;
    } catch (error) {
      if (violatedUniqueConstraint(error) === null) throw error;
    }
  }
  throw new Error(`could not give user ${userId} an invite code`);
}

/** The inviter a code names, or null for anything unknown (registration then goes on without one). */
export async function findInviter(db: Executor, rawCode: string | undefined): Promise<number | null> {
  const code = normaliseInviteCode(rawCode);
  return code ? repo.findUserIdByInviteCode(db, code) : null;
}

/** A new account bound at registration: it has no code and no friends yet, so neither self nor a cycle is possible. */
export async function recordRegistrationInvite(tx: Transaction, friendId: number, inviterId: number, now: Date): Promise<void> {
  await repo.insertInvite(tx, { inviterId, friendId, createdAt: now });
}

/** A member who registered without a link binds an inviter afterwards: once, never oneself, never a cycle. */
export async function bindInviter(ctx: AppContext, member: Member, rawCode: string): Promise<void> {
  const inviterId = await findInviter(ctx.db, rawCode);
  if (inviterId === null) throw refused(SERVER_MESSAGES.inviteCodeInvalid);
  const friendId = member.user.id;
  if (inviterId === friendId) throw refused(SERVER_MESSAGES.inviteSelf);
  await ctx.db.transaction(async (tx) => {
    // Both rows locked in id order, so two members binding to each other wait instead of deadlocking,
    // and the second one sees the first bind when it looks for a cycle.
    for (const id of [friendId, inviterId].sort((a, b) => a - b)) await lockUser(tx, id);
    if (await repo.isSelfOrAncestor(tx, inviterId, friendId)) throw refused(SERVER_MESSAGES.inviteCycle);
    if (!(await repo.bindParent(tx, friendId, inviterId))) throw refused(SERVER_MESSAGES.inviteAlreadyBound);
    await repo.insertInvite(tx, { inviterId, friendId, createdAt: ctx.now() });
    // A friend whose profile is already complete counts at once.
    if (member.user.realName && member.user.birthDate) await qualifyInvite(tx, { id: friendId, username: member.user.username }, ctx.now());
  });
}

type Refusal = (typeof INVITE_REFUSALS)[number];

/**
 * The same device as the inviter's or as a rewarded friend's, or linked to the inviter by a Pix
 * key, CPF, phone or e-mail: one person. One network address is not (a carrier's address hides
 * thousands of honest members), so it decides nothing.
 */
async function farmingRefusal(tx: Transaction, friendId: number, inviterId: number): Promise<Refusal | null> {
  const shared = await repo.sharedDevices(tx, friendId, inviterId);
  if (shared.withInviter) return 'inviter_device';
  if (shared.withRewardedFriend) return 'rewarded_friend_device';
  if ((await linkedAccounts(tx, inviterId)).includes(friendId)) return 'linked';
  return null;
}

/**
 * The friend's profile is now complete: the invite counts once. Runs in the transaction that
 * completed the profile, so the reward and the profile commit together.
 */
export async function qualifyInvite(tx: Transaction, friend: { id: number; username: string }, now: Date): Promise<void> {
  await repo.ensureInviteOfFriend(tx, friend.id);
  const invite = await repo.markQualified(tx, friend.id, now);
  if (!invite) return;
  await lockUser(tx, invite.inviterId);
  const refusal = await farmingRefusal(tx, friend.id, invite.inviterId);
  if (refusal) {
    await repo.recordOutcome(tx, invite.id, { outcome: 'refused', refusal, points: 0, chances: 0 });
    return;
  }
  // Earned, not yet spendable: released after the friend's first draw (services/pending-points.ts).
  await insertPending(tx, {
    userId: invite.inviterId, amount: INVITE_REWARD_POINTS, source: 'invite', ledgerKey: `invite:${friend.id}`, reference: `invite:${invite.id}`,
    reason: SERVER_MESSAGES.inviteReason.replace('{{friend}}', maskWinnerName(friend.username)), waitsFor: friend.id, createdAt: now,
  });
  await repo.recordOutcome(tx, invite.id, { outcome: 'pending', refusal: null, points: 0, chances: 0 });
}
