// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_POOL, readServerConfig, resolveDatabasePool, resolveWorkers } from '../../server/config.ts';

const PG = 'postgres://x@127.0.0.1/db';
const REDIS = 'redis://127.0.0.1:6379';

describe('WORKERS', () => {
  it('defaults to one process per core with PostgreSQL and Redis, else one', () => {
    expect(resolveWorkers({ DATABASE_URL: PG, REDIS_URL: REDIS }, 4)).toBe(4);
    expect(resolveWorkers({ DATABASE_URL: PG }, 4)).toBe(1);
    expect(resolveWorkers({}, 4)).toBe(1);
  });

  it('refuses several processes on PGlite or without Redis, in Portuguese, and a bad count', () => {
    expect(() => resolveWorkers({ WORKERS: '2', REDIS_URL: REDIS })).toThrow(/DATABASE_URL/);
    expect(() => resolveWorkers({ WORKERS: '2', DATABASE_URL: PG })).toThrow(/REDIS_URL/);
    expect(() => resolveWorkers({ WORKERS: 'dois' })).toThrow(/inteiro/);
    expect(resolveWorkers({ WORKERS: '3', DATABASE_URL: PG, REDIS_URL: REDIS })).toBe(3);
    expect(resolveWorkers({ WORKERS: '1' })).toBe(1);
  });
});

describe('DATABASE_POOL', () => {
  it('is the default unless given, and refuses anything but a whole number ≥ 1, in Portuguese', () => {
    expect(resolveDatabasePool({})).toBe(DEFAULT_POOL);
    expect(resolveDatabasePool({ DATABASE_POOL: ' ' })).toBe(DEFAULT_POOL);
    expect(resolveDatabasePool({ DATABASE_POOL: '12' })).toBe(12);
    for (const bad of ['0', '-2', '2.5', 'dez']) {
      expect(() => resolveDatabasePool({ DATABASE_POOL: bad })).toThrow(`DATABASE_POOL deve ser um número inteiro ≥ 1 (recebido: ${bad})`);
    }
  });
});

describe('PREMIA_MODE, PUSH, PUBLIC_URL, VAPID_SUBJECT', () => {
  it('read as the demo with push on by default; production, PUSH=off and the URLs when given', () => {
    expect(readServerConfig({})).toMatchObject({ mode: 'demo', push: true, publicUrl: undefined, vapidSubject: undefined });
    expect(readServerConfig({ PREMIA_MODE: 'production', PUSH: 'off', PUBLIC_URL: 'https://premia.app', VAPID_SUBJECT: 'mailto:a@premia.app' }))
      .toMatchObject({ mode: 'production', push: false, publicUrl: 'https://premia.app', vapidSubject: 'mailto:a@premia.app' });
    expect(readServerConfig({ PUSH: 'ON' }).push).toBe(true);
  });

  it('refuse an unknown mode or PUSH value, in Portuguese', () => {
    expect(() => readServerConfig({ PREMIA_MODE: 'Production ' })).toThrow('PREMIA_MODE deve ser demo ou production (recebido: Production)');
    expect(() => readServerConfig({ PUSH: 'não' })).toThrow('PUSH deve ser on ou off (recebido: não)');
  });
});
