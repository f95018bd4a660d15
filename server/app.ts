/** Builds the whole API as one Fastify instance; main.ts boots it, tests inject into it. */
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { SERVER_MESSAGES } from '../src/domain/messages.pt.ts';
import { type AppContext, DEFAULT_RATE_LIMITS, type RateLimitedCall, type RateLimitRule } from './context.ts';
import type { Database } from './db/client.ts';
import { ApiError, failure } from './http/envelope.ts';
import { registerErrorHandling } from './http/errors.ts';
import { registerStaticSite } from './http/static-site.ts';
import { type MessageSender, OutboxSender } from './messaging/sender.ts';
import { registerAddressRoutes } from './routes/addresses.ts';
import { registerAccountRoutes } from './routes/auth-account.ts';
import { registerProfileRoutes } from './routes/auth-profile.ts';
import { registerSessionRoutes } from './routes/auth-session.ts';
import { registerOpsRoutes } from './routes/ops.ts';
import { registerRewardRoutes } from './routes/rewards.ts';
import { registerSiteRoutes } from './routes/site.ts';
import { registerWalletRoutes } from './routes/wallet.ts';
import { registerMarketRoutes } from './routes/markets.ts';

export interface BuildAppOptions {
  db: Database;
  sender?: MessageSender;
  opsSecret?: string;
  rateLimits?: Partial<Record<RateLimitedCall, RateLimitRule>>;
  staticDir?: string;
  logger?: boolean;
  now?: () => Date;
  /** Trust X-Forwarded-For from a reverse proxy (needed for per-IP limits behind one). */
  trustProxy?: boolean;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: options.trustProxy ?? false });
  const ctx: AppContext = {
    db: options.db,
    sender: options.sender ?? new OutboxSender(options.db, options.logger ? app.log : undefined),
    now: options.now ?? (() => new Date()),
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
    opsSecret: options.opsSecret,
  };

  registerErrorHandling(app);
  registerLenientJson(app);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new ApiError(429, SERVER_MESSAGES.tooManyRequests),
  });

  registerSessionRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerProfileRoutes(app, ctx);
  registerSiteRoutes(app, ctx);
  registerRewardRoutes(app, ctx);
  registerAddressRoutes(app, ctx);
  registerWalletRoutes(app, ctx);
  registerMarketRoutes(app, ctx);
  registerOpsRoutes(app, ctx);
  const servesSite = await registerStaticSite(app, options.staticDir);

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // Only page paths fall back to the app; a missing file (an old chunk) is a real 404.
    const isFile = /\.[a-z0-9]+$/i.test(path);
    if (servesSite && request.method === 'GET' && !isFile && !path.startsWith('/api/') && path !== '/api') {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(failure(404, SERVER_MESSAGES.notFound));
  });
  return app;
}

/**
 * The client sends `Content-Type: application/json` on every call, also on calls without a
 * payload; an empty body is read as `{}` instead of Fastify's default 400.
 */
function registerLenientJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    return parseJson(request, text, done);
  });
}
