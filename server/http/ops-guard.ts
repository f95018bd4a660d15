/**
 * Who may call /api/ops/*: an operator session (`x-ops-token`) or the shared secret
 * (`x-ops-secret`, the CLI and tests). Member and visitor tokens travel in `Authorization` and
 * are never looked at here, so they can never pass; a token in `x-ops-token` is looked up only
 * among operator sessions, so a member token there is just an invalid operator session (401).
 */
import type { FastifyRequest } from 'fastify';
import { OPS_TOKEN_HEADER } from '../../src/domain/contract/ops.ts';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import { OPS_MESSAGES } from '../../src/domain/ops.pt.ts';
import type { AppContext } from '../context.ts';
import { sameSecret } from '../security/tokens.ts';
import { type Actor, CLI_ACTOR, operatorOfToken } from '../services/operators.ts';
import { ApiError } from './envelope.ts';

const actors = new WeakMap<FastifyRequest, Actor>();

export function opsHeader(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** A preHandler: 401 for a dead operator session, 403 for no operator credential at all. */
export function operatorGuard(ctx: AppContext, secret: string) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = opsHeader(request, OPS_TOKEN_HEADER);
    if (token) {
      const actor = await operatorOfToken(ctx, token);
      if (!actor) throw new ApiError(401, OPS_MESSAGES.sessionInvalid);
      actors.set(request, actor);
      return;
    }
    const given = opsHeader(request, 'x-ops-secret');
    if (given && sameSecret(given, secret)) {
      actors.set(request, CLI_ACTOR);
      return;
    }
    throw new ApiError(403, SERVER_MESSAGES.forbidden);
  };
}

/** Only the secret (the CLI): adding operators is not something an operator session may do. */
export function secretGuard(secret: string) {
  return async (request: FastifyRequest): Promise<void> => {
    const given = opsHeader(request, 'x-ops-secret');
    if (!given || !sameSecret(given, secret)) throw new ApiError(403, OPS_MESSAGES.secretOnly);
    actors.set(request, CLI_ACTOR);
  };
}

/** The actor the guard found; the guard runs before every ops handler. */
export function actorOf(request: FastifyRequest): Actor {
  const actor = actors.get(request);
  if (!actor) throw new ApiError(403, SERVER_MESSAGES.forbidden);
  return actor;
}
