/**
 * The operator's decision on a member's submission in review (a share, a task), in the caller's
 * transaction (the one of its audit entry, services/review-console.ts): it locks the submission, checks it is still in review, credits its points through the ledger
 * on approval (exactly once: the key `<kind>:<id>`), closes it with the status and remark, and
 * tells the member. The row lock and the conditional close make a second decision (two operators
 * at once) wait and then find it decided: one credit, a refusal for the other.
 */
import type { PointSource } from '../../src/domain/contract/rewards.ts';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { fill } from '../messaging/templates.ts';
import { payReward } from './reward-payout.ts';
import { notifyMember } from './messages.ts';
import { refused } from './refusal.ts';
import type { Decision } from './withdrawal-review.ts';

interface ReviewedRow {
  id: number;
  userId: number;
  points: number;
}

interface Closing {
  status: 'approved' | 'rejected';
  remark: string | null;
  decidedAt: Date;
  ledgerEntryId: number | null;
}

/** What differs between the kinds of submission: their tables, ledger source and texts. */
export interface SubmissionReview<Row extends ReviewedRow, View> {
  /** The ledger key's and reference's prefix, and the review kind of the member's message. */
  kind: 'share' | 'task';
  source: PointSource;
  lockInReview(tx: Executor, id: number): Promise<{ submission: Row; title: string } | undefined>;
  exists(tx: Executor, id: number): Promise<boolean>;
  close(tx: Executor, id: number, closing: Closing): Promise<Row | undefined>;
  view(tx: Transaction, closed: Row, title: string): Promise<View> | View;
  texts: { notInReview: string; reason: string; approvedTitle: string; approvedBody: string; approvedPendingBody: string; rejectedTitle: string; rejectedBody: string };
}

export async function decideSubmission<Row extends ReviewedRow, View>(
  ctx: AppContext, review: SubmissionReview<Row, View>, decision: Decision, tx: Transaction,
): Promise<View> {
  if (!decision.approve && !decision.remark) throw refused(SERVER_MESSAGES.rejectReasonRequired);
  const { kind, texts } = review;
  const now = ctx.now();
  const found = await review.lockInReview(tx, decision.id);
  if (!found) throw refused((await review.exists(tx, decision.id)) ? texts.notInReview : SERVER_MESSAGES.recordNotFound);
  const { submission, title } = found;
  const values = { title, points: submission.points.toLocaleString('pt-BR'), remark: decision.remark };
  const paid = decision.approve
    ? await payReward(tx, {
      userId: submission.userId, amount: submission.points, source: review.source, key: `${kind}:${submission.id}`,
      reference: `${kind}:${submission.id}`, reason: fill(texts.reason, values), now,
    })
    : null;
  const closed = await review.close(tx, submission.id, {
    status: decision.approve ? 'approved' : 'rejected', remark: decision.remark || null, decidedAt: now, ledgerEntryId: paid?.entryId ?? null,
  });
  if (!closed) throw refused(texts.notInReview);
  const body = !paid ? texts.rejectedBody : paid.entryId === null ? texts.approvedPendingBody : texts.approvedBody;
  await notifyMember(tx, submission.userId, { title: paid ? texts.approvedTitle : texts.rejectedTitle, body: fill(body, values).trim() }, now, kind);
  return review.view(tx, closed, title);
}
