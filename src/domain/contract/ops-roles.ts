/**
 * Operator roles. An admin may make every operator call and manages operators; a reviewer decides
 * the review queues and answers feedback; a content operator edits site content and the
 * promotions' texts and images. Which role may make which call is written once, on the call's
 * definition (ops-calls.ts); the server checks it on every call and the console's menu reads it.
 */
export const OPERATOR_ROLES = ['admin', 'reviewer', 'content'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
