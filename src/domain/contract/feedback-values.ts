/** Feedback values without zod: the answers (answers/members.ts) and the console's pages use them. */
export const FEEDBACK_STATUSES = ['new', 'replied'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
