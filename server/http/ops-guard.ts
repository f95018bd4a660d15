/**
 * Who may call /api/ops/*: an operator session (`x-ops-token`) or the shared secret
 * (`x-ops-secret`, the CLI and tests, standing for an admin). Member and visitor tokens travel in
 * `Authorization` and are never looked at here, so they can never pass; a token in `x-ops-token` is
 * looked up only among operator sessions, so a member token there is just an invalid operator
 * session (401). The roles a call allows come from its definition (contract/ops-calls); a role
 * outside them answers 403 in Portuguese and the attempt is written to the audit. In production an
 * admin without an authenticator may make only the calls that turn one on (BEFORE_TOTP_CALLS), and
 * the shared secret only makes operators and removes a lost authenticator (SECRET_CALLS_IN_PRODUCTION).
 */
import type { FastifyRequest } from 'fastify';
import { OPS_TOKEN_HEADER } from '../../src/domain/contract/ops.ts';
import type { CallWho } from '../../src/domain/contract/define-call.ts';
import { FEED_KEY_HEADER } from '../../src/domain/contract/ops-rtp.ts';
import { OPS_CALLS, type OpsName } from '../../src/domain/contract/ops-calls/index.ts';
import { BEFORE_TOTP_CALLS, SECRET_CALLS_IN_PRODUCTION } from '../../src/domain/contract/ops-calls/operators.ts';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import { OPERATOR_MESSAGES, OPS_MESSAGES, ROLE_LABELS } from '../../src/domain/ops.pt.ts';
import { OPS_RTP_MESSAGES } from '../../src/domain/ops-rtp.pt.ts';
import type { AppContext } from '../context.ts';
import { fill } from '../messaging/templates.ts';
import { sameSecret } from '../security/tokens.ts';
import { recordAlone } from '../services/audit.ts';
import { feedOfKey } from '../services/rtp-feeds.ts';
import { type Actor, CLI_ACTOR, mustEnrolTotp, operatorOfToken } from '../services/operators.ts';
import { ApiError } from './envelope.ts';

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

/** The signed-in operator of operator call `name`, whose role its definition's `who` allows. */
export async function operatorFor(ctx: AppContext, secret: string, name: OpsName, request: FastifyRequest): Promise<Actor> {
  const { who } = OPS_CALLS[name] as { who: CallWho };
  const actor = await actorOfRequest(ctx, secret, request);
  if (Array.isArray(who) && !who.includes(actor.role)) {
    // The refusal changes nothing, so its entry is the whole write.
    await recordAlone(ctx, actor, { action: 'ops.forbidden', target: name, detail: { role: actor.role } });
    throw new ApiError(403, fill(OPS_MESSAGES.roleForbidden, { role: ROLE_LABELS[actor.role] }));
  }
  if (mustEnrolTotp(ctx, actor) && !BEFORE_TOTP_CALLS.has(name)) throw new ApiError(403, OPERATOR_MESSAGES.totpRequired);
  if (actor === CLI_ACTOR && ctx.mode === 'production' && !SECRET_CALLS_IN_PRODUCTION.has(name)) {
    await recordAlone(ctx, actor, { action: 'ops.forbidden', target: name, detail: { secret: true } });
    throw new ApiError(403, OPERATOR_MESSAGES.secretInProduction);
  }
  return actor;
}

/** Only the secret (the command line): adding operators from outside the console. */
export function secretActor(secret: string, request: FastifyRequest): Actor {
  const given = opsHeader(request, 'x-ops-secret');
  if (!given || !sameSecret(given, secret)) throw new ApiError(403, OPS_MESSAGES.secretOnly);
  return CLI_ACTOR;
}

/** An RTP feed's own key, not revoked: its feed's id; anything else is 401 before the body is read. */
export async function feedFor(ctx: AppContext, request: FastifyRequest): Promise<number> {
  const key = opsHeader(request, FEED_KEY_HEADER);
  const feed = key ? await feedOfKey(ctx, key) : null;
  if (!feed) throw new ApiError(401, OPS_RTP_MESSAGES.feedKeyInvalid);
  return feed.id;
}
