/** Operators as the console makes them: added with the shared secret, then signed in with a password. */
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { OPS_TOKEN_HEADER } from '../../src/domain/contract/ops.ts';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';
import type { OperatorRole } from '../../src/domain/contract/ops-roles.ts';
import { OPS_SECRET, type TestApp } from './helpers.ts';

let sequence = 0;

/** A new operator (an admin unless `role` says otherwise), signed in: its name (the audit's actor), token and the headers that carry it. */
export async function signedInOperator(t: TestApp, prefix = 'operador', role: OperatorRole = 'admin') {
  sequence += 1;
  const name = `${prefix}${Date.now().toString(36)}${sequence}`;
  const password = 'senha-forte-123';
  const added = await t.post(OPS_CALLS.addOperator.path, { name, password, role }, { headers: { 'x-ops-secret': OPS_SECRET } });
  expect(added.status).toBe(200);
  const token = (await t.post(OPS_CALLS.signIn.path, { name, password })).body.data.token as string;
  return { name, password, id: added.body.data.id as number, token, headers: { headers: { [OPS_TOKEN_HEADER]: token } } };
}

/** The code an authenticator app shows at the test app's clock. */
export const totpCodeOf = (base32: string, t: TestApp) => new TOTP({ secret: Secret.fromBase32(base32) }).generate({ timestamp: t.clock.now().getTime() });

/** Turns the signed-in operator's authenticator on (production's admins act only then); answers its secret. */
export async function enrolAuthenticator(t: TestApp, token: string): Promise<string> {
  const headers = { headers: { [OPS_TOKEN_HEADER]: token } };
  const started = await t.post(OPS_CALLS.totpStart.path, {}, headers);
  expect(started.status).toBe(200);
  const confirmed = await t.post(OPS_CALLS.totpConfirm.path, { code: totpCodeOf(started.body.data.secret, t) }, headers);
  expect(confirmed).toMatchObject({ status: 200, body: { data: { totp_enabled: true, totp_required: false } } });
  return started.body.data.secret as string;
}
