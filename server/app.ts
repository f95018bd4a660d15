/** Builds the whole API as one Fastify instance; main.ts boots it, tests inject into it. */
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { Redis } from 'ioredis';
import type { RateLimits } from '../src/domain/contract/all-calls.ts';
import { SERVER_MESSAGES } from '../src/domain/messages.pt.ts';
import {
  type AppContext, type DailyLimits, DEFAULT_DAILY_LIMITS, DEFAULT_RATE_LIMITS, DEFAULT_SESSION_LIFETIMES, type ServerMode, type SessionLifetimes,
} from './context.ts';
import type { Database } from './db/client.ts';
import { ApiError, failure } from './http/envelope.ts';
import { type MismatchReport, registerAnswerCheck } from './http/answer-check.ts';
import { registerApiCompression } from './http/compression.ts';
import { registerErrorHandling } from './http/errors.ts';
import { answerClientError, answerRouterError } from './http/framework-errors.ts';
import { registerHealthRoutes } from './http/health.ts';
import { accessLogUrl, type LogStream, loggerOptions } from './http/logging.ts';
import { lazyChildLogger } from './http/lazy-logger.ts';
import { type OverloadLimits, registerOverloadShedding } from './http/overload.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerInputGuard } from './http/input-guard.ts';
import { registerStaticSite } from './http/static-site.ts';
import { activeTracing } from './tracing/start.ts';
import type { TrustProxy } from './http/trust-proxy.ts';
import { type OutboxDispatcher, startDispatcher } from './messaging/dispatcher.ts';
import type { MessageProviders } from './messaging/provider.ts';
import { type MessageSender, OutboxSender } from './messaging/sender.ts';
import { registerPushAfterResponse } from './push/deliver.ts';
import type { PushSender } from './push/sender.ts';
import { ensureVapidKeys } from './push/vapid.ts';
import { WebPushSender } from './push/web-push.ts';
import { registerAddressRoutes } from './routes/addresses.ts';
import { registerPushRoutes } from './routes/push.ts';
import { registerAccountRoutes } from './routes/auth-account.ts';
import { registerProfileRoutes } from './routes/auth-profile.ts';
import { registerSessionRoutes } from './routes/auth-session.ts';
import { registerOpsRoutes } from './routes/ops.ts';
import { registerRewardRoutes } from './routes/rewards.ts';
import { registerSiteRoutes } from './routes/site.ts';
import { registerWalletRoutes } from './routes/wallet.ts';
import { registerMarketRoutes } from './routes/markets.ts';
import { registerMessageRoutes } from './routes/messages.ts';
import { registerFeedbackRoutes } from './routes/feedback.ts';
import { registerInviteRoutes } from './routes/invites.ts';
import { registerShareRoutes } from './routes/shares.ts';
import { registerTaskRoutes } from './routes/tasks.ts';
import { registerContentRoutes } from './routes/content.ts';
import { registerOpsCampaignRoutes } from './routes/ops-campaigns.ts';
import { registerOpsContentRoutes } from './routes/ops-content.ts';
import { registerOpsMembersRoutes } from './routes/ops-members.ts';
import { registerOpsRtpRoutes } from './routes/ops-rtp.ts';
import { registerOpsOperatorRoutes } from './routes/ops-operators.ts';
import { registerOpsSessionRoutes } from './routes/ops-session.ts';
import { registerOpsRewardRoutes } from './routes/ops-rewards.ts';
import { registerOpsPromoRoutes } from './routes/ops-promos.ts';
import { registerOpsWalletRuleRoutes } from './routes/ops-wallet-rules.ts';
import { registerOpsRiskRoutes } from './routes/ops-risk.ts';
import { registerSponsorRoutes } from './routes/sponsors.ts';
import { MULTIPART_LIMITS, registerUploadRoutes } from './routes/uploads.ts';
import { scheduleHousekeeping } from './housekeeping.ts';
import { registerOpsDashboardRoutes } from './routes/ops-dashboard.ts';
import { DASHBOARD_ROLLUP_EVERY_MS, scheduleDashboardRollup } from './services/dashboard-rollup.ts';
import { EnabledScriptsCache } from './services/tracking-cache.ts';
import { resealTotpSecrets } from './services/operator-totp.ts';
import { ensureTotpKeys, type TotpKeys } from './security/totp-keys.ts';
import { ensureSignalKeys, type SignalKeys } from './signals/keys.ts';
import { registerRealtime } from './realtime/route.ts';
import { type MetricsOptions, registerMetrics } from './metrics/route.ts';
import { LocalDiskStorage } from './storage/local-disk.ts';
import { type SmsPolicy, smsPolicyFromEnv } from './services/sms-policy.ts';
import type { UploadStorage } from './storage/storage.ts';

const DEFAULT_VAPID_SUBJECT = 'mailto:suporte@premia.app';

export interface BuildAppOptions {
  db: Database;
  /** Default `demo`. */
  mode?: ServerMode;
  sender?: MessageSender;
  /** Deliver the outbox through these providers (serve.ts); off by default: tests' rows stay pending. */
  dispatch?: { providers: MessageProviders; pollMs?: number } | false;
  /** Web push; default: the web-push package with the VAPID keys of `app_secrets` (made on first start). */
  push?: PushSender;
  /** The VAPID subject (`mailto:` or https) push services may contact; default mailto:suporte@premia.app. */
  vapidSubject?: string;
  opsSecret?: string;
  rateLimits?: Partial<RateLimits>;
  staticDir?: string;
  logger?: boolean;
  /** With logger on: where the JSON lines go (default stdout); tests read them from memory. */
  logStream?: LogStream;
  /**
   * With logger on: the share of requests written to the access log at info (0 to 1; default 1).
   * Production (serve.ts) samples ACCESS_LOG_SAMPLE, default 0.01; errors are always logged.
   */
  accessLogSample?: number;
  now?: () => Date;
  /**
   * Which X-Forwarded-For hops to believe (per-IP limits behind a proxy): a hop count or the
   * proxies' addresses. Never `true`: a client could then choose the address the limits count.
   */
  trustProxy?: TrustProxy;
  /** Where uploads go; default: local disk under `dataDir/uploads`. */
  storage?: UploadStorage;
  dataDir?: string;
  dailyLimits?: Partial<DailyLimits>;
  sessionLifetimes?: Partial<SessionLifetimes>;
  /** Figures against SMS pumping; default: SMS_COUNTRIES, SMS_DAILY_LIMIT and the defaults of services/sms-policy.ts. */
  smsPolicy?: Partial<SmsPolicy>;
  /** Keeps the per-IP limits in Redis, shared by every process (several workers or machines). */
  redis?: { client: Redis; prefix: string };
  /** true while the process drains on SIGTERM: /readyz answers 503 so no new traffic comes. */
  isShuttingDown?: () => boolean;
  /** Run upload cleanup and session expiry on an interval (main.ts; tests call runHousekeeping). */
  housekeeping?: boolean;
  /** What seals operators' authenticator secrets; default TOTP_ENCRYPTION_KEY, else a key kept in the database. */
  totpKeys?: TotpKeys;
  /** What signs device keys and hashes risk events' addresses; default SIGNALS_KEY, else a key kept in the database. */
  signalKeys?: SignalKeys;
  /** Answer 503 past these figures (http/overload.ts); serve.ts passes OVERLOAD_*'s, tests none. */
  overload?: OverloadLimits;
  /** Run the dashboard's rollup on this interval (serve.ts: DASHBOARD_ROLLUP_MS, default 60 s; tests call runDashboardRollup). */
  dashboardRollupMs?: number;
  /** The notifyws heartbeat (default 20 s); tests shorten it. */
  heartbeatMs?: number;
  /**
   * Check every call's 200 answer against its answer schema and the serializer's output against
   * JSON.stringify's, answering 500 on a mismatch (http/answer-check.ts). Tests and `npm run dev`;
   * a function also receives each mismatch (printed otherwise).
   */
  checkAnswers?: boolean | MismatchReport;
  /** /metrics for Prometheus (metrics/route.ts); serve.ts passes METRICS_*'s, tests their own. */
  metrics?: MetricsOptions;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  // Fastify's own two info lines per request are off; registerAccessLog writes one, sampled.
  const app = Fastify({
    logger: options.logger ? loggerOptions(options.logStream) : false,
    ...(options.logger ? { childLoggerFactory: lazyChildLogger } : {}),
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: options.trustProxy ?? false,
    // What is refused before any route runs answers in the envelope too (http/framework-errors.ts).
    frameworkErrors: answerRouterError,
    clientErrorHandler: answerClientError,
  });
  // Before any hook or route, so every request gets its span (server/tracing; nothing when off).
  await activeTracing()?.instrument(app);
  if (options.logger) registerAccessLog(app, options.accessLogSample ?? 1);
  // Made (or read) on start, so every process signs with the same pair and the client can ask for it.
  const vapid = await ensureVapidKeys(options.db);
  const totpKeys = options.totpKeys ?? (await ensureTotpKeys(options.db));
  const signals = options.signalKeys ?? (await ensureSignalKeys(options.db));
  let dispatcher: OutboxDispatcher | undefined;
  const ctx: AppContext = {
    mode: options.mode ?? 'demo',
    db: options.db,
    sender: options.sender ?? new OutboxSender(options.db, { log: options.logger ? app.log : undefined, logBodies: options.mode !== 'production', onQueued: () => dispatcher?.kick() }),
    push: options.push ?? new WebPushSender(() => Promise.resolve(vapid), options.vapidSubject ?? DEFAULT_VAPID_SUBJECT, options.logger ? app.log : undefined),
    now: options.now ?? (() => new Date()),
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
    opsSecret: options.opsSecret,
    storage: options.storage ?? new LocalDiskStorage(join(options.dataDir ?? './data', 'uploads')),
    dailyLimits: { ...DEFAULT_DAILY_LIMITS, ...options.dailyLimits },
    sessionLifetimes: { ...DEFAULT_SESSION_LIFETIMES, ...options.sessionLifetimes },
    smsPolicy: { ...smsPolicyFromEnv(process.env), ...options.smsPolicy },
    trackingScripts: new EnabledScriptsCache(options.db),
    totpKeys,
    signals,
  };
  const unreadable = await resealTotpSecrets(ctx);
  if (unreadable > 0 && options.logger) app.log.warn(`${unreadable} autenticador(es) de operador não abrem com TOTP_ENCRYPTION_KEY nem com as chaves antigas: um administrador deve removê-los (docs/operations.md)`);

  if (options.dispatch) dispatcher = startDispatcher(app, { ...ctx, ...options.dispatch, log: options.logger ? app.log : undefined });
  app.decorate('appNow', ctx.now);
  registerErrorHandling(app);
  if (options.metrics) await registerMetrics(app, ctx, options.metrics);
  if (options.overload) await registerOverloadShedding(app, options.overload);
  registerSecurityHeaders(app, () => ctx.trackingScripts.get(), options.staticDir);
  registerLenientJson(app);
  registerInputGuard(app);
  await app.register(cookie);
  if (options.checkAnswers) registerAnswerCheck(app, typeof options.checkAnswers === 'function' ? options.checkAnswers : undefined);
  await registerApiCompression(app);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new ApiError(429, SERVER_MESSAGES.tooManyRequests),
    // With Redis down the limits lapse rather than login and sign-up failing for everyone.
    ...(options.redis ? { redis: options.redis.client, nameSpace: `${options.redis.prefix}rl-`, skipOnError: true } : {}),
  });
  registerHealthRoutes(app, ctx.db, options.isShuttingDown ?? (() => false));
  registerPushAfterResponse(app, { db: ctx.db, push: ctx.push, ...(options.logger ? { log: app.log } : {}) });
  if (options.housekeeping) scheduleHousekeeping(app, ctx);
  if (options.dashboardRollupMs) scheduleDashboardRollup(app, ctx, options.dashboardRollupMs);

  await registerRealtime(app, ctx, {
    ...(options.heartbeatMs ? { heartbeatMs: options.heartbeatMs } : {}),
    onEvent: (event) => {
      if (event.type === 'site') ctx.trackingScripts.forget();
    },
  });
  registerSessionRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerProfileRoutes(app, ctx);
  registerSiteRoutes(app, ctx);
  registerRewardRoutes(app, ctx);
  registerAddressRoutes(app, ctx);
  registerWalletRoutes(app, ctx);
  registerMarketRoutes(app, ctx);
  registerMessageRoutes(app, ctx);
  registerFeedbackRoutes(app, ctx);
  registerInviteRoutes(app, ctx);
  registerShareRoutes(app, ctx);
  registerTaskRoutes(app, ctx);
  registerContentRoutes(app, ctx);
  registerSponsorRoutes(app, ctx);
  registerPushRoutes(app, ctx, vapid.publicKey);
  registerOpsRoutes(app, ctx);
  // Multipart (its three hooks run on every request of its scope) only around the calls that take files.
  await app.register(async (withFiles) => {
    await withFiles.register(multipart, { limits: MULTIPART_LIMITS });
    registerUploadRoutes(withFiles, ctx);
    registerOpsContentRoutes(withFiles, ctx);
  });
  registerOpsMembersRoutes(app, ctx);
  registerOpsRtpRoutes(app, ctx);
  registerOpsSessionRoutes(app, ctx);
  registerOpsOperatorRoutes(app, ctx);
  registerOpsRewardRoutes(app, ctx);
  registerOpsPromoRoutes(app, ctx);
  registerOpsWalletRuleRoutes(app, ctx);
  registerOpsRiskRoutes(app, ctx);
  registerOpsCampaignRoutes(app, ctx);
  registerOpsDashboardRoutes(app, ctx, options.dashboardRollupMs ?? DASHBOARD_ROLLUP_EVERY_MS);
  const servesSite = await registerStaticSite(app, options.staticDir);

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // Only page paths fall back to the app; a missing file (an old chunk) is a real 404.
    const isFile = /\.[a-z0-9]+$/i.test(path);
    if (servesSite && request.method === 'GET' && !isFile && !path.startsWith('/api/') && path !== '/api') {
      // The operator console is its own page (dist/ops/index.html), never the member app.
      const page = path === '/ops' || path.startsWith('/ops/') ? 'ops/index.html' : 'index.html';
      return reply.header('cache-control', 'no-cache').sendFile(page);
    }
    return reply.status(404).send(failure(404, SERVER_MESSAGES.notFound));
  });
  return app;
}

/** One info line per sampled request (method, url, status, ms); 5xx answers always. */
function registerAccessLog(app: FastifyInstance, sample: number): void {
  if (sample <= 0) return;
  app.addHook('onResponse', (request, reply, done) => {
    if (reply.statusCode >= 500 || sample >= 1 || Math.random() < sample) {
      request.log.info({ method: request.method, url: accessLogUrl(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
    }
    done();
  });
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

