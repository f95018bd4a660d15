import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/domain/contract/paths.ts';
import { DEFAULT_RATE_LIMITS } from '../../server/context.ts';
import { parseTrustProxy } from '../../server/http/trust-proxy.ts';
import { sessions } from '../../server/db/schema.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('anonymous writes are rate-limited per address', () => {
  it('stops minting device tokens (one session row each) past the limit', async () => {
    const rule = DEFAULT_RATE_LIMITS.deviceToken;
    const limited = await createTestApp({ database: t.database, seed: false, rateLimits: { deviceToken: rule } });
    const before = await t.db.$count(sessions);
    const statuses: number[] = [];
    for (let i = 0; i <= rule.max; i += 1) {
      statuses.push((await limited.post(API.deviceToken.path, { device_id: `device-${i}` })).status);
    }
    expect(statuses).toEqual([...Array<number>(rule.max).fill(200), 429]);
    expect(await t.db.$count(sessions)).toBe(before + rule.max);
    await limited.close();
  });

  it('limits address reports', async () => {
    const rule = { max: 3, timeWindow: 60_000 };
    const limited = await createTestApp({ database: t.database, seed: false, rateLimits: { updateIp: rule } });
    const statuses: number[] = [];
    for (let i = 0; i <= rule.max; i += 1) statuses.push((await limited.post(API.updateIp.path, {})).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    await limited.close();
  });
});

describe('behind a proxy', () => {
  it('reads TRUST_PROXY as the proxies’ addresses, never as "trust all"', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('loopback')).toEqual(['loopback']);
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16')).toEqual(['10.0.0.1', '10.1.0.0/16']);
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('1')).toThrow(/TRUST_PROXY/);
  });

  it('counts the address the proxy saw, whatever a client puts in X-Forwarded-For', async () => {
    const rule = { max: 2, timeWindow: 60_000 };
    const proxied = await createTestApp({ database: t.database, seed: false, trustProxy: ['loopback'], rateLimits: { updateIp: rule } });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      // A client forges the first entries; the proxy appends the real address last.
      const response = await proxied.app.inject({
        method: 'POST',
        url: API.updateIp.path,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` },
        payload: '{}',
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 200) expect(response.json().data.ip).toBe('203.0.113.7');
    }
    expect(statuses).toEqual([200, 200, 429, 429, 429]);
    await proxied.close();
  });
});
