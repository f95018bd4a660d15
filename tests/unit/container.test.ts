// @vitest-environment node
/**
 * The container files, as far as a machine without a container engine can check them
 * (docs/operations.md, "Container"): compose.yaml gives the app every setting production requires
 * — the list is what server/settings/production-checks.ts refuses, not a copy kept here — and
 * waits for healthy PostgreSQL and Redis; the Dockerfile starts what package.json's `start:prod`
 * and the docs start, as an unprivileged user, with a health check on /readyz.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { productionProblems } from '../../server/settings/production-checks.ts';

interface ComposeService {
  image?: string;
  environment?: Record<string, string | number | boolean | null>;
  depends_on?: Record<string, { condition?: string }>;
  healthcheck?: { test?: unknown };
}
const compose = parse(readFileSync('compose.yaml', 'utf8')) as { services: Record<string, ComposeService> };
const app = compose.services.app;
const environment = Object.fromEntries(Object.entries(app?.environment ?? {}).map(([name, value]) => [name, value === null ? '' : String(value)]));

/** A setting a refusal line says is missing: "NAME ausente…" or "… precisa de NAME…". */
const MISSING = /\b([A-Z][A-Z0-9_]+) ausente\b|\bprecisa de ([A-Z][A-Z0-9_]+)\b/g;

/**
 * Every setting production refuses to start without, given the compose file's own choices (its
 * WORKERS asks for Redis): production's checks run on an environment that has only those choices,
 * each missing name they report is added, until they report none missing.
 */
function requiredSettings(choices: Record<string, string>): Set<string> {
  const env: NodeJS.ProcessEnv = { ...choices, PREMIA_MODE: 'production' };
  const required = new Set<string>();
  for (;;) {
    const missing = productionProblems(env).flatMap((line) => [...line.matchAll(MISSING)].map((match) => match[1] ?? match[2] ?? ''));
    const fresh = missing.filter((name) => name !== '' && !required.has(name));
    if (fresh.length === 0) return required;
    for (const name of fresh) {
      required.add(name);
      env[name] = 'presente';
    }
  }
}

/** The Dockerfile's last instruction of a kind, in exec form (a JSON array), joined by spaces. */
function execForm(dockerfile: string, instruction: 'CMD'): string {
  const lines = dockerfile.split('\n').filter((line) => line.startsWith(`${instruction} `));
  const last = lines.at(-1) ?? '';
  const args = JSON.parse(last.slice(instruction.length + 1)) as unknown;
  if (!Array.isArray(args) || !args.every((arg) => typeof arg === 'string')) throw new Error(`${instruction} não está na forma exec: ${last}`);
  return args.join(' ');
}

describe('compose.yaml', () => {
  it('gives the app every setting production requires', () => {
    const required = requiredSettings({ WORKERS: environment.WORKERS ?? '' });
    // The derivation found the list it should (a reworded refusal must not empty it silently).
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'OPS_SECRET', 'PUBLIC_URL', 'SMTP_URL', 'MAIL_FROM', 'TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM', 'VAPID_PRIVATE_KEY']) {
      expect(required, name).toContain(name);
    }
    const absent = [...required].filter((name) => (environment[name] ?? '').trim() === '');
    expect(absent).toEqual([]);
    expect(environment.PREMIA_MODE).toBe('production');
    expect(environment.WORKERS).toBe('2');
  });

  it('asks for every secret rather than giving one: ${NAME:?message}', () => {
    for (const name of ['OPS_SECRET', 'SMTP_URL', 'TWILIO_AUTH_TOKEN', 'VAPID_PRIVATE_KEY']) expect(environment[name]).toMatch(new RegExp(`^\\$\\{${name}:\\?.+\\}$`));
    expect(environment.DATABASE_URL).toMatch(/^postgres:\/\/premia:\$\{POSTGRES_PASSWORD:\?[^}]+\}@postgres:5432\/premia$/);
    expect(environment.REDIS_URL).toBe('redis://redis:6379');
  });

  it('serves /metrics on its own port, published on the host loopback only, with the token optional', () => {
    expect(environment.METRICS_PORT).toBe('9464');
    expect(environment.METRICS_TOKEN).toBe('${METRICS_TOKEN:-}');
    const ports = (app as { ports?: string[] } | undefined)?.ports ?? [];
    expect(ports.filter((mapping) => mapping.endsWith(`:${environment.METRICS_PORT}`))).toEqual(['127.0.0.1:${PREMIA_METRICS_PORT:-9464}:9464']);
    // Production accepts the container's choices (the port; the token unset, as compose leaves it by default) and refuses a weak token.
    const production = { ...environment, METRICS_TOKEN: '', PREMIA_MODE: 'production' };
    expect(productionProblems(production).filter((line) => line.includes('METRICS'))).toEqual([]);
    expect(productionProblems({ ...production, METRICS_TOKEN: 'curto' }).filter((line) => line.includes('METRICS_TOKEN'))).toHaveLength(1);
  });

  it('starts the app once PostgreSQL and Redis answer their health checks', () => {
    for (const name of ['postgres', 'redis']) {
      expect(app?.depends_on?.[name]?.condition, name).toBe('service_healthy');
      expect(compose.services[name]?.healthcheck?.test, name).toBeTruthy();
    }
  });
});

describe('Dockerfile', () => {
  const dockerfile = readFileSync('Dockerfile', 'utf8');
  const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;

  it('starts what `npm run start:prod` and docs/operations.md start', () => {
    const command = execForm(dockerfile, 'CMD');
    expect(command).toBe(scripts['start:prod']);
    expect(scripts.start).toBe('npm run build && npm run start:prod');
    expect(readFileSync('docs/operations.md', 'utf8')).toContain(command);
  });

  it('runs as an unprivileged user, in production mode, with a health check on /readyz', () => {
    const users = dockerfile.split('\n').filter((line) => line.startsWith('USER '));
    expect(users.at(-1)).toMatch(/^USER (?!root\b|0\b)\S+$/);
    expect(dockerfile).toMatch(/PREMIA_MODE=production/);
    expect(dockerfile).toMatch(/HEALTHCHECK [^\n]*\\\n\s+CMD \["node", "-e", "fetch\('http:\/\/127\.0\.0\.1:.*\/readyz'\)/);
    expect(dockerfile).toMatch(/^EXPOSE 3000$/m);
  });
});
