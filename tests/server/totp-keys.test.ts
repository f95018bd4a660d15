/**
 * Operators' authenticator secrets are stored sealed: a copy of the database makes no codes. A
 * rotated key re-seals at the next start; a lost key leaves the authenticator unreadable (refused
 * without counting towards the lock) until an admin removes it.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';
import { OPERATOR_MESSAGES as M } from '../../src/domain/ops.pt.ts';
import { operators } from '../../server/db/schema.ts';
import type { TotpKeys } from '../../server/security/totp-keys.ts';
import { createTestApp, openTestDatabase, type TestApp } from './helpers.ts';
import { enrolAuthenticator, signedInOperator, totpCodeOf } from './ops-flows.ts';

type Database = Awaited<ReturnType<typeof openTestDatabase>>;
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.dispose());

const newKey = () => randomBytes(32);
const appWith = (totpKeys: TotpKeys) => createTestApp({ database, seed: false, totpKeys, rateLimits: { signIn: { max: 1000, timeWindow: 60_000 } } });
const storedSecret = async (id: number) => (await database.db.select({ secret: operators.totpSecret }).from(operators).where(eq(operators.id, id)))[0]?.secret;

async function enrolled(app: TestApp, prefix: string) {
  const op = await signedInOperator(app, prefix);
  const base32 = await enrolAuthenticator(app, op.token);
  app.clock.advance(30);
  return { ...op, base32 };
}

const signIn = (app: TestApp, op: { name: string; password: string; base32: string }) =>
  app.post(OPS_CALLS.signIn.path, { name: op.name, password: op.password, code: totpCodeOf(op.base32, app) });

describe('sealed authenticator secrets', () => {
  it('keeps no readable secret in the database; an old key\'s secrets are re-sealed with the new key at start', async () => {
    const first = newKey();
    const before = await appWith({ current: first, old: [] });
    const op = await enrolled(before, 'selado');
    const sealed = await storedSecret(op.id);
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(op.base32);
    await before.close();

    const rotated = await appWith({ current: newKey(), old: [first] });
    const resealed = await storedSecret(op.id);
    expect(resealed).toMatch(/^v1\./);
    expect(resealed?.split('.')[1]).not.toBe(sealed?.split('.')[1]);
    rotated.clock.advance(60);
    expect((await signIn(rotated, op)).status).toBe(200);
    await rotated.close();
  });

  it('seals at start a secret stored in plain text before sealing began', async () => {
    const key = newKey();
    const app = await appWith({ current: key, old: [] });
    const op = await enrolled(app, 'antigo');
    await database.db.update(operators).set({ totpSecret: op.base32 }).where(eq(operators.id, op.id));
    await app.close();
    const restarted = await appWith({ current: key, old: [] });
    expect(await storedSecret(op.id)).toMatch(/^v1\./);
    restarted.clock.advance(90);
    expect((await signIn(restarted, op)).status).toBe(200);
    await restarted.close();
  });

  it('a lost key: sign-in says the authenticator is unreadable without locking the account; an admin removes it', async () => {
    const app = await appWith({ current: newKey(), old: [] });
    const op = await enrolled(app, 'perdida');
    await app.close();
    const lost = await appWith({ current: newKey(), old: [] });
    for (let i = 0; i < 6; i += 1) expect(await signIn(lost, op)).toMatchObject({ status: 400, body: { msg: M.totpUnreadable } });
    const admin = await signedInOperator(lost, 'chefe');
    const list = (await lost.get(OPS_CALLS.operatorList.path, admin.headers)).body.data as Array<{ id: number; version: number }>;
    const version = list.find((row) => row.id === op.id)!.version;
    expect((await lost.post(OPS_CALLS.operatorTotpRemove.path.replace(':id', String(op.id)), { version }, admin.headers)).status).toBe(200);
    expect((await lost.post(OPS_CALLS.signIn.path, { name: op.name, password: op.password })).status).toBe(200);
    await lost.close();
  });
});
