/**
 * Who may call /api/ops/*: an operator session (`x-ops-token`) or the shared secret
 * (`x-ops-secret`, the CLI and tests, standing for an admin). Member and visitor tokens travel in
 * `Authorization` and are never looked at here, so they can never pass; a token in `x-ops-token` is
 * looked up only among operator sessions, so a member token there is just an invalid operator
 * session (401). The roles a call allows come from its definition (contract/ops-calls); a role
 * outside them answers 403 in Portuguese and the attempt is written to the audit. In production an
 * admin without an authenticator may make only the calls that turn one on (BEFORE_TOTP_CALLS).
 */
import type { FastifyRequest } from 'fastify';
import { OPS_TOKEN_HEADER } from '../../src/domain/contract/ops.ts';
import { OPS_CALLS, type OpsName, type OpsWho } from '../../src/domain/contract/ops-calls/index.ts';
import { BEFORE_TOTP_CALLS } from '../../src/domain/contract/ops-calls/operators.ts';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import { OPERATOR_MESSAGES, OPS_MESSAGES, ROLE_LABELS } from '../../src/domain/ops.pt.ts';
import type { AppContext } from '../context.ts';
import { fill } from '../messaging/templates.ts';
import { sameSecret } from '../security/tokens.ts';
import { recordDecision } from '../services/audit.ts';
import { type Actor, CLI_ACTOR, mustEnrolTotp, operatorOfToken } from '../services/operators.ts';
import { ApiError } from './envelope.ts';

const actors = new WeakMap<FastifyRequest, Actor>();

export function opsHeader(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** The operator session's or the secret's actor; 401 for a dead session, 403 for no operator credential at all. */
async function actorOfRequest(ctx: AppContext, secret: string, request: FastifyRequest): Promise<Actor> {
  const token = opsHeader(request, OPS_TOKEN_HEADER);
  if (token) {
    const actor = await operatorOfToken(ctx, token);
    if (!actor) throw new ApiError(401, OPS_MESSAGES.sessionInvalid);
    return actor;
  }
  const given = opsHeader(request, 'x-ops-secret');
  if (given && sameSecret(given, secret)) return CLI_ACTOR;
  throw new ApiError(403, SERVER_MESSAGES.forbidden);
}

/** A preHandler for operator call `name`: a signed-in operator whose role its definition's `who` allows. */
export function operatorGuard(ctx: AppContext, secret: string, name: OpsName) {
  const { who } = OPS_CALLS[name] as { who: OpsWho };
  return async (request: FastifyRequest): Promise<void> => {
    const actor = await actorOfRequest(ctx, secret, request);
    if (Array.isArray(who) && !who.includes(actor.role)) {
      await recordDecision(ctx, actor, { action: 'ops.forbidden', target: name, detail: { role: actor.role } });
      throw new ApiError(403, fill(OPS_MESSAGES.roleForbidden, { role: ROLE_LABELS[actor.role] }));
    }
    if (mustEnrolTotp(ctx, actor) && !BEFORE_TOTP_CALLS.has(name)) throw new ApiError(403, OPERATOR_MESSAGES.totpRequired);
    actors.set(request, actor);
  };
}

/** Only the secret (the CLI): adding operators from outside the console. */
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
