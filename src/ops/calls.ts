/** One typed function per operator call the console makes. */
import type { AuditEntry, DecideManyResult, MemberSummary, OperatorSession, QueueItem, QueueSummary } from '../domain/contract/ops.ts';
import { OPS_CONSOLE_API } from '../domain/contract/ops.ts';
import { OPS_API } from '../domain/contract/paths.ts';
import type { Page } from '../domain/contract/rewards.ts';
import { opsCall } from './api.ts';

const queuePath = (template: string, queue: string) => template.replace(':queue', encodeURIComponent(queue));

export const signIn = (name: string, password: string) => opsCall<OperatorSession>('POST', OPS_CONSOLE_API.signIn.path, { name, password });
export const signOut = () => opsCall<null>('POST', OPS_CONSOLE_API.signOut.path, {});
export const queueIndex = () => opsCall<QueueSummary[]>('GET', OPS_CONSOLE_API.reviewIndex.path);

export const queueItems = (queue: string, status: string) =>
  opsCall<QueueItem[]>('GET', `${queuePath(OPS_API.reviewList.path, queue)}?${new URLSearchParams({ status, limit: '200' })}`);

export const decideMany = (queue: string, ids: number[], approve: boolean, remark: string) =>
  opsCall<DecideManyResult[]>('POST', queuePath(OPS_CONSOLE_API.reviewDecideMany.path, queue), { ids, approve, remark });

export interface FeedbackItem extends QueueItem {
  email: string;
  content: string;
}
export const feedbackItems = (status: string) =>
  opsCall<FeedbackItem[]>('GET', `${OPS_API.feedbackList.path}?${new URLSearchParams({ status, limit: '200' })}`);
export const replyToFeedback = (id: number, text: string) =>
  opsCall<unknown>('POST', OPS_CONSOLE_API.feedbackReply.path.replace(':id', String(id)), { text });

export const broadcast = (title: string, body: string) => opsCall<{ id: number }>('POST', OPS_API.broadcastMessage.path, { title, body });
export const auditPage = (page: number) => opsCall<Page<AuditEntry>>('GET', `${OPS_CONSOLE_API.audit.path}?page=${page}&page_size=50`);
export const memberSummary = (id: string) => opsCall<MemberSummary>('GET', OPS_CONSOLE_API.memberSummary.path.replace(':id', encodeURIComponent(id)));

/** One reading of a game, in percent, at an ISO time with offset (the feed's batch of one). */
export const addRtpReading = (reading: { game_id: number; value: number; at: string }) =>
  opsCall<{ inserted: number }>('POST', OPS_API.rtpReadings.path, { readings: [reading] });
