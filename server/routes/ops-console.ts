/**
 * The operator console's session calls: sign-in and sign-out, adding operators (secret only).
 * Registered by registerOpsRoutes, so they exist exactly when the other operator calls do.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { addOperatorBody, OPS_CONSOLE_API, OPS_TOKEN_HEADER, signInBody } from '../../src/domain/contract/ops.ts';
import { RULE_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import { badRequest, ok } from '../http/envelope.ts';
import { actorOf, operatorGuard, opsHeader, secretGuard } from '../http/ops-guard.ts';
import { recordDecision } from '../services/audit.ts';
import { addOperator, signIn, signOut } from '../services/operators.ts';

function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw badRequest(RULE_MESSAGES.invalidRequest);
  return result.data;
}

export function registerOpsConsoleRoutes(app: FastifyInstance, ctx: AppContext, secret: string): void {
  const operator = { preHandler: operatorGuard(ctx, secret) };

  app.post(OPS_CONSOLE_API.signIn.path, { config: { rateLimit: ctx.rateLimits.opsSignIn } }, async (request) => {
    const input = parse(signInBody, request.body);
    return ok(await signIn(ctx, input.name, input.password));
  });

  app.get(OPS_CONSOLE_API.whoAmI.path, operator, async (request) => ok({ name: actorOf(request).name }));

  app.post(OPS_CONSOLE_API.signOut.path, operator, async (request) => {
    const token = opsHeader(request, OPS_TOKEN_HEADER);
    if (token) await signOut(ctx, token);
    return ok(null);
  });

  app.post(OPS_CONSOLE_API.addOperator.path, { preHandler: secretGuard(secret) }, async (request) => {
    const input = parse(addOperatorBody, request.body);
    const added = await addOperator(ctx, input.name, input.password);
    await recordDecision(ctx, actorOf(request), { action: 'operator.add', target: `operator:${added.name}` });
    return ok(added);
  });
}
