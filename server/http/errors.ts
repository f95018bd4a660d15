/** One place that turns every failure into the Portuguese envelope, without leaking details. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { RULE_MESSAGES, SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import { firstMessage } from '../../src/domain/validation.ts';
import { refusedValueState } from '../db/errors.ts';
import { Refusal, type RefusalKind } from '../services/refusal.ts';
import { ApiError, failure } from './envelope.ts';

/** The status each kind of service refusal is answered with. */
const REFUSAL_STATUS: Record<RefusalKind, number> = { rule: 400, signedOut: 401, sessionEnded: 402, tooMany: 429 };

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError | Refusal | ZodError, request, reply) => {
    if (error instanceof Refusal) {
      const status = REFUSAL_STATUS[error.kind];
      return reply.status(status).send(failure(status, error.message, error.code));
    }
    if (error instanceof ApiError) {
      return reply.status(error.status).send(failure(error.status, error.message, error.code));
    }
    if (error instanceof ZodError) {
      return reply.status(400).send(failure(400, firstMessage(error)));
    }
    const status = (error as FastifyError).statusCode;
    if (status === 429) {
      return reply.status(429).send(failure(429, SERVER_MESSAGES.tooManyRequests));
    }
    if ((error as FastifyError).validation || (status !== undefined && status >= 400 && status < 500)) {
      // Malformed JSON, wrong content type, body too large: the client's fault; the client's status table knows 400.
      return reply.status(400).send(failure(400, RULE_MESSAGES.invalidRequest));
    }
    const sqlState = refusedValueState(error);
    if (sqlState) {
      // A value past a column's limit (e.g. a balance beyond 32 bits): the request's fault, so 400;
      // logged with its state only, never the value, which may be as long as the body.
      request.log.warn({ sqlState }, 'valor recusado pelo banco');
      return reply.status(400).send(failure(400, SERVER_MESSAGES.valueOutOfRange));
    }
    request.log.error({ err: error }, 'falha interna');
    return reply.status(500).send(failure(500, SERVER_MESSAGES.internalError));
  });
}
