/** The console's "Caixa de saída" calls. */
import { callOps } from '../common/api.ts';

/** The outbox, newest first; a recipient as typed (the form's digits find the E.164 messages). */
export const outboxMessages = (recipient: string) => callOps('outbox', { limit: 200, ...(recipient ? { recipient } : {}) });
export const retryOutboxMessage = (id: number) => callOps('outboxRetry', { id });
export const opsNotices = () => callOps('opsNotices', {});
