/**
 * An operator answers a member's feedback: the reply becomes a station message to the member and
 * the feedback becomes 'replied', in one transaction. Exactly once: the conditional update
 * (`WHERE status = 'new'`) lets one of two parallel replies through; the other finds it replied.
 */
import { OPS_MESSAGES } from '../../src/domain/ops.pt.ts';
import type { AppContext } from '../context.ts';
import { refused } from './refusal.ts';
import { fill } from '../messaging/templates.ts';
import * as repo from '../repositories/operators.ts';
import { recordDecision } from './audit.ts';
import { notifyMember } from './messages.ts';
import type { Actor } from './operators.ts';

const QUOTE_MAX = 300;

export async function replyToFeedback(ctx: AppContext, actor: Actor, feedbackId: number, reply: string) {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const row = await repo.markFeedbackReplied(tx, feedbackId);
    if (!row) throw refused((await repo.feedbackExists(tx, feedbackId)) ? OPS_MESSAGES.feedbackAlreadyReplied : OPS_MESSAGES.feedbackNotFound);
    await repo.insertFeedbackReply(tx, { feedbackId, actor: actor.name, body: reply, createdAt: now });
    const content = row.content.length > QUOTE_MAX ? `${row.content.slice(0, QUOTE_MAX)}…` : row.content;
    await notifyMember(tx, row.userId, { title: OPS_MESSAGES.feedbackReplyTitle, body: fill(OPS_MESSAGES.feedbackReplyBody, { reply, content }) }, now, 'feedback');
    await recordDecision(ctx, actor, { action: 'feedback.reply', target: `feedback:${feedbackId}`, detail: { reply } }, tx);
    return { id: row.id, status: row.status, reply, replied_by: actor.name, replied_at: now.toISOString() };
  });
}
