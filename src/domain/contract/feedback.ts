/** Feedback (spec §3, §5, §7): `POST /api/message/submitFeedback` with e-mail, text and upload ids. */
import { z } from 'zod';
import { FEEDBACK_MAX_CHARS, FEEDBACK_MAX_UPLOADS } from '../constants.ts';
import { RULE_MESSAGES as M } from '../messages.pt.ts';
import * as V from '../validation.ts';
import type { feedbackAnswer } from './answers/members.ts';

export * from './feedback-values.ts';

const uploadId = z.number({ error: M.uploadIdsInvalid }).int(M.uploadIdsInvalid).positive(M.uploadIdsInvalid);

export const feedbackRequest = z.object({
  email: V.email,
  content: z
    .string({ error: M.feedbackRequired })
    .trim()
    .min(1, M.feedbackRequired)
    .max(FEEDBACK_MAX_CHARS, M.feedbackTooLong.replace('{{max}}', String(FEEDBACK_MAX_CHARS))),
  images: z
    .array(uploadId, { error: M.uploadIdsInvalid })
    .max(FEEDBACK_MAX_UPLOADS, M.feedbackTooManyUploads)
    .refine((ids) => new Set(ids).size === ids.length, M.uploadIdsRepeated)
    .default([]),
});
export type FeedbackRequest = z.infer<typeof feedbackRequest>;

export type FeedbackReceipt = z.output<typeof feedbackAnswer>;
