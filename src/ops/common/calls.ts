/** One typed function per operator call the console makes. */
import type { FeedbackStatus } from '../../domain/contract/feedback.ts';
import { callOps } from './api.ts';

export const queueIndex = () => callOps('reviewIndex', {});
export const queueItems = (queue: string, status: string) => callOps('reviewList', { queue, status, limit: 200 });
export const decideMany = (queue: string, ids: number[], approve: boolean, remark: string) => callOps('reviewDecideMany', { queue, ids, approve, remark });

export const feedbackItems = (status: FeedbackStatus) => callOps('feedbackList', { status, limit: 200 });
export const replyToFeedback = (id: number, text: string) => callOps('feedbackReply', { id, text });

export const broadcast = (title: string, body: string) => callOps('broadcastMessage', { title, body });
export const auditPage = (page: number) => callOps('audit', { page, page_size: 50 });
export const memberSummary = (id: string) => callOps('memberSummary', { id });

/** One reading of a game, in percent, at an ISO time with offset (the feed's batch of one). */
export const addRtpReading = (reading: { game_id: number; value: number; at: string }) =>
  callOps('rtpReadings', { readings: [reading] });
