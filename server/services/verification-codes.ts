/** Six-digit codes sent by SMS or e-mail, stored hashed, short-lived, single use, limited per target, address and range. */
import { SMS_CODE_LENGTH, SMS_CODE_TTL_SECONDS } from '../../src/domain/constants.ts';
import type { CodeMethod } from '../../src/domain/contract/auth.ts';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import type { Executor } from '../db/client.ts';
import { refused } from './refusal.ts';
import { codeMessage } from '../messaging/code-message.ts';
import * as codes from '../repositories/verification-codes.ts';
import { numericCode, sameSecret, sha256 } from '../security/tokens.ts';
import { enforceCodeLimits, lockKeysOf, noticeSmsBudget } from './sms-policy-limits.ts';

/** Wrong guesses a code survives; with 10^6 codes this makes guessing hopeless. */
export const CODE_MAX_ATTEMPTS = 5;

export interface CodeRequest {
  scene: 'register' | 'forget';
  channel: CodeMethod;
  /** E.164 for an SMS (sms-policy.ts smsNumber), the lower-cased address for an e-mail. */
  target: string;
  userId: number | null;
  /** The caller's address as the server sees it (trust proxy): codes per address are limited. */
  requestedIp: string | null;
}

const hashCode = (target: string, code: string) => sha256(`${target}:${code}`);

/**
 * Stores and queues a new code once the policy allows it (sms-policy-limits.ts), under locks on
 * its address, number range and target so parallel requests count each other. Answers the code's id.
 */
export async function issueCode(ctx: AppContext, request: CodeRequest): Promise<number> {
  const now = ctx.now();
  const code = numericCode(SMS_CODE_LENGTH);
  const stored = await ctx.db.transaction(async (tx) => {
    await codes.lockCodeKeys(tx, lockKeysOf(request));
    await enforceCodeLimits(tx, ctx.smsPolicy, request, now);
    return codes.insertCode(tx, {
      ...request,
      codeHash: hashCode(request.target, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SMS_CODE_TTL_SECONDS * 1000),
    });
  });
  const words = codeMessage({ channel: request.channel, scene: request.scene, code, minutes: Math.round(SMS_CODE_TTL_SECONDS / 60) });
  let outboxId: number;
  try {
    outboxId = await ctx.sender.send({ channel: request.channel, recipient: request.target, ...words }, now);
  } catch (error) {
    // A code nobody received must not block the member's next try for a minute.
    await codes.deleteCode(ctx.db, stored.id);
    throw error;
  }
  await codes.linkCodeToMessage(ctx.db, stored.id, outboxId);
  if (request.channel === 'sms') await noticeSmsBudget(ctx.db, ctx.smsPolicy, now);
  return stored.id;
}

/**
 * Finds the newest live code for one of the targets (a registration's code may have gone to the
 * phone or, past the SMS budget, to the e-mail) and compares it. Each comparison first takes one of the
 * code's CODE_MAX_ATTEMPTS guesses in one atomic update (committed before the refusal); a right
 * code gives its guess back. Counting before comparing is what bounds parallel guesses: read,
 * compare and count as separate steps let 30 guesses arriving together all be compared.
 * Returns the code's id, to be consumed in the caller's transaction.
 */
export async function checkCode(
  ctx: AppContext,
  where: { scene: CodeRequest['scene']; targets: string[]; userId?: number },
  code: string,
): Promise<number> {
  const live = await codes.liveCodeFor(ctx.db, where, ctx.now(), CODE_MAX_ATTEMPTS);
  if (!live || !(await codes.takeGuess(ctx.db, live.id, CODE_MAX_ATTEMPTS))) throw refused(SERVER_MESSAGES.codeWrong);
  if (!sameSecret(live.codeHash, hashCode(live.target, code.trim()))) throw refused(SERVER_MESSAGES.codeWrong);
  await codes.returnGuess(ctx.db, live.id);
  return live.id;
}

export async function consumeCheckedCode(ctx: AppContext, tx: Executor, codeId: number): Promise<void> {
  if (!(await codes.consumeCode(tx, codeId, ctx.now()))) throw refused(SERVER_MESSAGES.codeWrong);
}
