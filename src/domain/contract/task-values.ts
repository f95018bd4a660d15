/** Task center values shared by client and server (no zod, so the Quest tab stays light). */
export const TASK_KINDS = ['newcomer', 'daily', 'once'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

/** Server events that complete a task with no submission. */
export const TASK_EVENTS = ['profile_completed', 'first_draw', 'wallet_bound'] as const;
export type TaskEvent = (typeof TASK_EVENTS)[number];

export const TASK_SUBMISSION_STATUSES = ['review', 'approved', 'rejected'] as const;
export type TaskSubmissionStatus = (typeof TASK_SUBMISSION_STATUSES)[number];

export const TASK_MAX_IMAGES = 9;
export const TASK_TEXT_MAX_CHARS = 1000;
export const TASK_LINK_MAX_CHARS = 500;

/**
 * The action button of a task on the Quest tab: `todo` (Fazer: follow the steps or the link),
 * `submit` (Enviar prova), `review` (Em análise), `done` (Concluída), `retry` (Recusada — tentar de novo).
 */
export const TASK_ACTIONS = ['todo', 'submit', 'review', 'done', 'retry'] as const;
export type TaskAction = (typeof TASK_ACTIONS)[number];
