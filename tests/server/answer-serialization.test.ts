/**
 * Answers written by fast-json-stringify from each call's schema (serve-call.ts) must be the
 * answers JSON.stringify wrote: on a bare Fastify, what the serializer does with a drifted answer
 * and how the check (answer-check.ts) catches it; on the real app, representative calls through
 * real HTTP injection with the check reporting to the test.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IpResponse, Language } from '../../src/domain/contract/index.ts';
import { API } from '../../src/domain/contract/paths.ts';
import { type AnswerMismatch, registerAnswerCheck } from '../../server/http/answer-check.ts';
import { sendCached } from '../../server/http/cache.ts';
import { ApiError, ok } from '../../server/http/envelope.ts';
import { registerErrorHandling } from '../../server/http/errors.ts';
import { serveCall } from '../../server/http/serve-call.ts';
import { type AppContext, DEFAULT_RATE_LIMITS } from '../../server/context.ts';
import { completeProfile, registerMember } from './flows.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { drawCall, grant } from './reward-flows.ts';

function bareApp(check: boolean): { app: FastifyInstance; mismatches: AnswerMismatch[] } {
  const app = Fastify();
  registerErrorHandling(app);
  const mismatches: AnswerMismatch[] = [];
  if (check) registerAnswerCheck(app, (mismatch) => mismatches.push(mismatch));
  return { app, mismatches };
}

/** All serveCall reads of the context for a public call without a token. */
const BARE_CONTEXT = { rateLimits: DEFAULT_RATE_LIMITS } as AppContext;

/** What the handler answers, typed as the call's data though it is not (a drifted handler). */
const drifted = (value: unknown) => value as IpResponse;

describe('serveCall() on a bare Fastify', () => {
  it('writes the 200 answer with the call schema: without the check, an unknown field is dropped and a wrong type coerced', async () => {
    const { app } = bareApp(false);
    serveCall(app, BARE_CONTEXT, 'updateIp', async () => drifted({ ip: 7, port: 80 }));
    const response = await app.inject({ method: 'POST', url: API.updateIp.path });
    // The hazard the check exists for: JSON.stringify would have sent {"ip":7,"port":80}.
    expect(response.body).toBe('{"code":0,"msg":"Sucesso","data":{"ip":"7"}}');
  });

  it('with the check, answers 500 and names the call when the data does not match its schema', async () => {
    const { app, mismatches } = bareApp(true);
    serveCall(app, BARE_CONTEXT, 'updateIp', async () => drifted({ ip: '10.0.0.1', port: 80 }));
    const response = await app.inject({ method: 'POST', url: API.updateIp.path });
    expect(response.statusCode).toBe(500);
    expect(mismatches).toEqual([{ call: 'updateIp', problem: expect.stringContaining('unrecognized_keys port') }]);
  });

  it('with the check, answers 500 when the serializer would change an answer its zod schema accepts', async () => {
    const { app, mismatches } = bareApp(true);
    // A serializer schema that lost `data.ip` (as a faulty JSON Schema conversion would).
    const lossy = { type: 'object', properties: { code: { type: 'number' }, msg: { type: 'string' }, data: { type: 'object', properties: {} } } };
    app.post(API.updateIp.path, { config: { call: 'updateIp' }, schema: { response: { 200: lossy } } }, async () => ok({ ip: '10.0.0.1' }));
    const response = await app.inject({ method: 'POST', url: API.updateIp.path });
    expect(response.statusCode).toBe(500);
    expect(mismatches).toEqual([{ call: 'updateIp', problem: expect.stringContaining('the serializer changed the answer') }]);
  });

  it('leaves error answers to the default serializer: data null, any status', async () => {
    const { app, mismatches } = bareApp(true);
    serveCall(app, BARE_CONTEXT, 'updateIp', async () => {
      throw new ApiError(402, 'Sua sessão terminou, entre novamente');
    });
    const response = await app.inject({ method: 'POST', url: API.updateIp.path });
    expect(response.statusCode).toBe(402);
    expect(response.body).toBe('{"code":402,"msg":"Sua sessão terminou, entre novamente","data":null}');
    expect(mismatches).toEqual([]);
  });

  it('keeps sendCached answers as JSON.stringify wrote them, their ETag and the 304, and checks them too', async () => {
    const { app, mismatches } = bareApp(true);
    let languages: Language[] = [{ code: 'pt', name: 'Português', is_default: true }];
    serveCall(app, BARE_CONTEXT, 'languages', async (_, { request, reply }) => sendCached(request, reply, languages));
    const first = await app.inject({ method: 'GET', url: API.languages.path });
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe(JSON.stringify(ok(languages)));
    const again = await app.inject({ method: 'GET', url: API.languages.path, headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(mismatches).toEqual([]);

    languages = [{ code: 'pt', name: 'Português', is_default: 'sim' as unknown as boolean }];
    expect((await app.inject({ method: 'GET', url: API.languages.path })).statusCode).toBe(500);
    expect(mismatches).toEqual([{ call: 'languages', problem: expect.stringContaining('0.is_default: invalid_type') }]);
  });
});

describe('representative calls of the real app', () => {
  let t: TestApp;
  const mismatches: AnswerMismatch[] = [];
  beforeAll(async () => {
    t = await createTestApp({ checkAnswers: (mismatch) => mismatches.push(mismatch) });
  });
  afterAll(() => t.close());

  it('answer through the serializer exactly what their handlers gave (nulls, pages, records, unions)', async () => {
    const { token, userInfo } = await registerMember(t);
    // A fresh member: avatar, real name and birth date are null, and must stay null (not "").
    expect(userInfo).toMatchObject({ avatar: null, profile: { real_name: null, birth_date: null } });
    const raw = await t.app.inject({ method: 'POST', url: API.userInfo.path, headers: { authorization: `Bearer ${token}` } });
    expect(raw.body).toContain('"avatar":null');
    await completeProfile(t, token);

    await grant(t, Number(userInfo.id), 'wheel', 3);
    const draw = await drawCall(t, { token, id: Number(userInfo.id), username: userInfo.username }, 'wheel');
    expect(draw.status).toBe(200);
    expect(draw.body.data.weights.length).toBeGreaterThan(0);

    const member = { token };
    const answers = [
      await t.post(API.lotteryInfo.path, { game: 'wheel' }, member),
      await t.post(API.lotteryRecords.path, {}, member),
      await t.post(API.lotteryDetail.path, { id: draw.body.data.draw_id }, member),
      await t.post(API.pointsHistory.path, {}, member),
      await t.post(API.walletInfo.path, {}, member),
      await t.post(API.inviteInfo.path, {}, member),
      await t.post(API.taskList.path, {}, member),
      await t.get(API.adsAndConfigs.path),
      await t.get(API.settingsGroups.path),
      await t.post(API.getMarket.path, { type: 1 }),
      await t.get(API.rtpMarket.path),
      await t.post(API.sponsorList.path, {}),
      await t.get(API.downloadLinks.path),
    ];
    expect(answers.map((answer) => [answer.status, answer.body.code])).toEqual(answers.map(() => [200, 0]));
    expect(answers[2]!.body.data).toMatchObject({ id: draw.body.data.draw_id, seed: draw.body.data.seed });
    expect(answers[2]!.body.data).toHaveProperty('ledger_entry_id');
    expect(answers[4]!.body.data).toMatchObject({ account: null, locked_until: null, cooling_until: null });
    expect(Object.keys(answers[8]!.body.data[0].settings).length).toBeGreaterThan(0);

    const loggedOut = await t.post(API.logout.path, {}, member);
    expect(loggedOut.body).toEqual({ code: 0, msg: 'Sucesso', data: null });
    expect(mismatches).toEqual([]);
  });

  it('answer errors as before: 401 and 400 envelopes with data null', async () => {
    const unauthorized = await t.app.inject({ method: 'POST', url: API.userInfo.path });
    expect(unauthorized.statusCode).toBe(401);
    expect(unauthorized.json()).toEqual({ code: 401, msg: 'Faça login para continuar', data: null });
    const invalid = await t.post(API.lotteryInfo.path, { game: 'roleta' }, { token: (await registerMember(t)).token });
    expect(invalid.status).toBe(400);
    expect(invalid.body.data).toBeNull();
    expect(mismatches).toEqual([]);
  });
});
