/** Six-digit codes sent by SMS or e-mail, stored hashed, short-lived, single use, throttled per target. */
import { SMS_CODE_LENGTH, SMS_CODE_TTL_SECONDS, SMS_RESEND_SECONDS } from '../../src/domain/constants.ts';
import type { CodeMethod } from '../../src/domain/contract/auth.ts';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import type { Executor } from '../db/client.ts';
import { refused } from './refusal.ts';
import { fill } from '../messaging/templates.ts';
import { codeMessage } from '../messaging/code-message.ts';
import * as codes from '../repositories/verification-codes.ts';
import { numericCode, sameSecret, sha256 } from '../security/tokens.ts';

/** Wrong guesses a code survives; with 10^6 codes this makes guessing hopeless. */
export const CODE_MAX_ATTEMPTS = 5;

export interface CodeRequest {
  scene: 'register' | 'forget';
  channel: CodeMethod;
  target: string;
  userId: number | null;
}

const hashCode = (target: string, code: string) => sha256(`${target}:${code}`);

/** Stores and sends a new code; refuses while the previous one to the same target is too recent. */
export async function issueCode(ctx: AppContext, request: CodeRequest): Promise<void> {
  const now = ctx.now();
  const code = numericCode(SMS_CODE_LENGTH);
  const stored = await ctx.db.transaction(async (tx) => {
    await codes.lockTarget(tx, request.target);
    const latest = await codes.latestCodeFor(tx, request.target);
    const waitMs = latest ? latest.createdAt.getTime() + SMS_RESEND_SECONDS * 1000 - now.getTime() : 0;
    if (waitMs > 0) throw refused(fill(SERVER_MESSAGES.codeTooSoon, { seconds: Math.ceil(waitMs / 1000) }));
    return codes.insertCode(tx, {
      ...request,
      codeHash: hashCode(request.target, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SMS_CODE_TTL_SECONDS * 1000),
    });
  });
  const words = codeMessage({ channel: request.channel, scene: request.scene, code, minutes: Math.round(SMS_CODE_TTL_SECONDS / 60) });
  try {
    await ctx.sender.send({ channel: request.channel, recipient: request.target, ...words }, now);
  } catch (error) {
    // A code nobody received must not block the member's next try for a minute.
    await codes.deleteCode(ctx.db, stored.id);
    throw error;
  }
}

/**
 * Finds the live code for the target and compares it. Each comparison first takes one of the
 * code's CODE_MAX_ATTEMPTS guesses in one atomic update (committed before the refusal); a right
 * code gives its guess back. Counting before comparing is what bounds parallel guesses: read,
 * compare and count as separate steps let 30 guesses arriving together all be compared (issue 15).
 * Returns the code's id, to be consumed in the caller's transaction.
 */
export async function checkCode(
  ctx: AppContext,
  where: { scene: CodeRequest['scene']; target: string; userId?: number },
  code: string,
): Promise<number> {
  const live = await codes.liveCodeFor(ctx.db, where, ctx.now(), CODE_MAX_ATTEMPTS);
  if (!live || !(await codes.takeGuess(ctx.db, live.id, CODE_MAX_ATTEMPTS))) throw refused(SERVER_MESSAGES.codeWrong);
  if (!sameSecret(live.codeHash, hashCode(where.target, code.trim()))) throw refused(SERVER_MESSAGES.codeWrong);
  await codes.returnGuess(ctx.db, live.id);
  return live.id;
}

export async function consumeCheckedCode(ctx: AppContext, tx: Executor, codeId: number): Promise<void> {
  if (!(await codes.consumeCode(tx, codeId, ctx.now()))) throw refused(SERVER_MESSAGES.codeWrong);
}
