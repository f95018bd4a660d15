/** One typed function per operator call the console makes. */
import type { AuditEntry, DecideManyResult, MemberSummary, QueueItem, QueueSummary } from '../domain/contract/ops.ts';
import { OPS_CONSOLE_API } from '../domain/contract/ops.ts';
import { OPS_API } from '../domain/contract/paths.ts';
import { UPLOAD_FIELD } from '../domain/contract/uploads.ts';
import type { Page } from '../domain/contract/rewards.ts';
import type { OpsNotice, OutboxMessage } from '../domain/contract/ops-outbox.ts';
import { callOps, opsCall } from './api.ts';

const queuePath = (template: string, queue: string) => template.replace(':queue', encodeURIComponent(queue));

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

const contentPath = (template: string, kind: string) => template.replace(':kind', encodeURIComponent(kind));
export const contentRows = <T>(kind: string) => opsCall<T[]>('GET', `${contentPath(OPS_API.listContent.path, kind)}?limit=500`);
export const saveContent = <T>(kind: string, body: Record<string, unknown>) => opsCall<T>('POST', contentPath(OPS_API.saveContent.path, kind), body);
export const publishArticle = (id: number, published: boolean) =>
  opsCall<{ id: number; published_at: string | null }>('POST', OPS_API.publishArticle.path, { id, published });

/** One reading of a game, in percent, at an ISO time with offset (the feed's batch of one). */
export const addRtpReading = (reading: { game_id: number; value: number; at: string }) =>
  callOps('rtpReadings', { readings: [reading] });

/** A site image: the server re-encodes it and answers its address and thumbnail's. */
export function uploadSiteImage(file: File) {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  return opsCall<{ items: Array<{ url: string; thumb_url: string; width: number; height: number }> }>('POST', OPS_API.uploadSiteImage.path, form);
}

/** The outbox, newest first; a recipient as typed (the form's digits find the E.164 messages). */
export const outboxMessages = (recipient: string) =>
  opsCall<OutboxMessage[]>('GET', `${OPS_API.outbox.path}?${new URLSearchParams({ limit: '200', ...(recipient ? { recipient } : {}) })}`);
export const retryOutboxMessage = (id: number) => opsCall<OutboxMessage>('POST', OPS_API.outboxRetry.path, { id });
export const opsNotices = () => opsCall<OpsNotice[]>('GET', OPS_API.opsNotices.path);
