/** One typed function per operator call the console makes. */
import type { FeedbackStatus } from '../domain/contract/feedback.ts';
import { OPS_API } from '../domain/contract/paths.ts';
import { UPLOAD_FIELD } from '../domain/contract/uploads.ts';
import type { OpsNotice, OutboxMessage } from '../domain/contract/ops-outbox.ts';
import { callOps, opsCall } from './api.ts';

export const queueIndex = () => callOps('reviewIndex', {});
export const queueItems = (queue: string, status: string) => callOps('reviewList', { queue, status, limit: 200 });
export const decideMany = (queue: string, ids: number[], approve: boolean, remark: string) => callOps('reviewDecideMany', { queue, ids, approve, remark });

export const feedbackItems = (status: FeedbackStatus) => callOps('feedbackList', { status, limit: 200 });
export const replyToFeedback = (id: number, text: string) => callOps('feedbackReply', { id, text });

export const broadcast = (title: string, body: string) => callOps('broadcastMessage', { title, body });
export const auditPage = (page: number) => callOps('audit', { page, page_size: 50 });
export const memberSummary = (id: string) => callOps('memberSummary', { id });

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
