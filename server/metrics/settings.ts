/**
 * Who may read `/metrics`, read once from the environment (config.ts). Two ways, either or both:
 * METRICS_TOKEN, asked as `Authorization: Bearer …` wherever /metrics answers (the app's port
 * too); METRICS_PORT, a port of its own bound to METRICS_HOST (default 127.0.0.1: only this
 * machine, e.g. a Prometheus or an agent beside the app). With neither, nothing is collected
 * per request and /metrics answers 404: metrics are never public by default.
 */
import { strongSecretProblem } from '../settings/secrets.ts';

export interface MetricsSettings {
  /** METRICS_TOKEN: the bearer token every scrape must carry; undefined: no token asked (only with a port). */
  token: string | undefined;
  /** METRICS_PORT: a listener of its own for /metrics; undefined: none. */
  port: number | undefined;
  /** METRICS_HOST: the address that listener binds (default 127.0.0.1). */
  host: string;
}

export const DEFAULT_METRICS_HOST = '127.0.0.1';

/** true when /metrics is served somewhere, so the per-request figures are worth collecting. */
export const metricsServed = (settings: MetricsSettings) => settings.token !== undefined || settings.port !== undefined;

function readPort(raw: string | undefined, appPort: string | undefined): number | undefined {
  const asked = raw?.trim() ?? '';
  if (asked === '') return undefined;
  const port = Number(asked);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`METRICS_PORT deve ser uma porta entre 1 e 65535 (recebido: ${asked})`);
  if (port === Number(appPort ?? 3000)) throw new Error(`METRICS_PORT deve ser diferente de PORT (${port}): as métricas têm uma porta só delas`);
  return port;
}

/** Throws a Portuguese message on a port that is not one. */
export function readMetricsSettings(env: NodeJS.ProcessEnv): MetricsSettings {
  return {
    token: env.METRICS_TOKEN?.trim() || undefined,
    port: readPort(env.METRICS_PORT, env.PORT),
    host: env.METRICS_HOST?.trim() || DEFAULT_METRICS_HOST,
  };
}

/**
 * Production's refusals (settings/production-checks.ts): neither way is required, both are
 * accepted; a token given must be as strong as OPS_SECRET, a port must be a port.
 */
export function metricsProblems(env: NodeJS.ProcessEnv): (string | null)[] {
  const token = env.METRICS_TOKEN?.trim() ?? '';
  let portProblem: string | null = null;
  try {
    readPort(env.METRICS_PORT, env.PORT);
  } catch (error) {
    portProblem = (error as Error).message;
  }
  return [token === '' ? null : strongSecretProblem('METRICS_TOKEN', token), portProblem];
}
