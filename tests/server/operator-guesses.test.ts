/**
 * Guessing an operator's password in parallel: however many requests arrive at once, from however
 * many addresses, at most the lock's number of passwords are checked, and a right password that
 * arrives after the lock closed is refused. Meaningful on PostgreSQL (PGlite runs one statement at
 * a time); the suite runs on both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';
import { OPS_MESSAGES as O } from '../../src/domain/ops.pt.ts';
import { MAX_TRIES } from '../../server/services/operators.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { signedInOperator } from './ops-flows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, rateLimits: { signIn: { max: 1000, timeWindow: 60_000 } } });
});
afterAll(async () => t.close());

const ADDRESSES = ['10.0.0.1', '10.0.0.2', '10.0.0.3'];
const signIn = (name: string, password: string, n: number) =>
  t.app.inject({ method: 'POST', url: OPS_CALLS.signIn.path, payload: { name, password }, remoteAddress: ADDRESSES[n % ADDRESSES.length] });

describe('parallel password guesses against one operator', () => {
  it('checks at most the lock\'s number of 30 wrong passwords sent at once from 3 addresses', async () => {
    const op = await signedInOperator(t, 'alvo');
    const answers = await Promise.all(Array.from({ length: 30 }, (_, n) => signIn(op.name, `errada-${n}`, n)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(MAX_TRIES);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - MAX_TRIES);
    expect(answers.every((answer) => answer.json().msg === O.signInWrong || answer.json().msg.startsWith(O.signInLocked.split('{{')[0]!))).toBe(true);
    // Locked: the right password is refused without being checked.
    expect((await signIn(op.name, op.password, 0)).statusCode).toBe(429);
  });

  it('refuses a right password that arrives inside a burst once the lock has closed', async () => {
    const op = await signedInOperator(t, 'rajada');
    let answered = 0;
    let rightSent: Promise<number> | null = null;
    const wrong = Array.from({ length: 29 }, (_, n) =>
      signIn(op.name, `errada-${n}`, n).then((answer) => {
        answered += 1;
        // Sent while the rest of the burst is still waiting on the account's lock.
        if (answered === MAX_TRIES) rightSent = signIn(op.name, op.password, 1).then((right) => right.statusCode);
        return answer.statusCode;
      }));
    const statuses = await Promise.all(wrong);
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(MAX_TRIES);
    expect(await rightSent).toBe(429);
  });
});
