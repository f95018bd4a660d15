/**
 * How a verification code goes out: the method a member picks and the states of its delivery. Used
 * by the requests (auth.ts) and by the answers (answers/auth.ts), which auth.ts takes its response
 * types from, so it lives below both.
 */
import { z } from '../zod.ts';
import { RULE_MESSAGES as M } from '../messages.pt.ts';

export const codeMethod = z.enum(['sms', 'email'], { error: M.methodRequired });
export type CodeMethod = z.infer<typeof codeMethod>;

export const CODE_DELIVERY_STATUSES = ['sending', 'sent', 'failed', 'dead'] as const;
/** `failed` is retried later (the member still waits); `dead` will not be sent. */
export type CodeDeliveryStatus = (typeof CODE_DELIVERY_STATUSES)[number];
