/** Operators as the console makes them: added with the shared secret, then signed in with a password. */
import { expect } from 'vitest';
import { OPS_CONSOLE_API as C, OPS_TOKEN_HEADER } from '../../src/domain/contract/ops.ts';
import { OPS_SECRET, type TestApp } from './helpers.ts';

let sequence = 0;

/** A new operator, signed in: its name (the audit's actor), token and the headers that carry it. */
export async function signedInOperator(t: TestApp, prefix = 'operador') {
  sequence += 1;
  const name = `${prefix}${Date.now().toString(36)}${sequence}`;
  const password = 'senha-forte-123';
  expect((await t.post(C.addOperator.path, { name, password }, { headers: { 'x-ops-secret': OPS_SECRET } })).status).toBe(200);
  const token = (await t.post(C.signIn.path, { name, password })).body.data.token as string;
  return { name, token, headers: { headers: { [OPS_TOKEN_HEADER]: token } } };
}
