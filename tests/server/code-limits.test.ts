/** Who may get a code and how many (SMS pumping): the puzzle first, real numbers, hourly limits, the daily budget. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { API } from '../../src/domain/contract/paths.ts';
import { RULE_MESSAGES as R, SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import { opsNotices, outbox, verificationCodes } from '../../server/db/schema.ts';
import { DEFAULT_SMS_POLICY, type SmsPolicy, smsPolicyFromEnv } from '../../server/services/sms-policy.ts';
import { e164, sendCodeWithCaptcha, solvedCaptcha } from './flows.ts';
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from './helpers.ts';

let shared: TestDatabase;
beforeAll(async () => {
  shared = await openTestDatabase();
});
afterAll(() => shared.dispose());

/** An app on its own database (the budget and the address counts see every row), behind one trusted proxy. */
async function appWith(policy: Partial<SmsPolicy>, own = false) {
  const database = own ? await openTestDatabase() : shared;
  const t = await createTestApp({ database, seed: own || !seeded, trustProxy: ['loopback'], smsPolicy: policy });
  seeded = true;
  return { t, close: async () => { await t.close(); if (own) await database.dispose(); } };
}
let seeded = false;

const from = (address: string) => ({ 'x-forwarded-for': address });
const smsRowsLike = (t: TestApp, prefix: string) => t.db.$count(outbox, like(outbox.recipient, `${prefix}%`));
const statusesOf = (answers: Array<{ status: number }>) => answers.map((a) => a.status).sort();

describe('a code only after the puzzle', () => {
  it('refuses a request without a solved puzzle, a misplaced one and a used one, queueing nothing', async () => {
    const { t, close } = await appWith({});
    const phone = '21987650001';
    const bare = await t.post(API.sendCode.path, { scene: 'register', phone });
    expect(bare).toMatchObject({ status: 400, body: { msg: R.captchaRequired } });
    const missed = await t.post(API.sendCode.path, { scene: 'register', phone, ...(await solvedCaptcha(t, 40)) });
    expect(missed).toMatchObject({ status: 400, body: { msg: R.captchaFailed } });
    const puzzle = await solvedCaptcha(t);
    expect((await t.post(API.sendCode.path, { scene: 'forget', account: 'demo2026', method: 'email', ...puzzle })).status).toBe(200);
    const reused = await t.post(API.sendCode.path, { scene: 'register', phone, ...puzzle });
    expect(reused).toMatchObject({ status: 400, body: { msg: R.captchaExpired } });
    expect(await t.outbox.messagesTo(e164(phone))).toHaveLength(0);
    await close();
  });
});

describe('numbers: E.164 of the listed countries', () => {
  it('sends to the E.164 form of the digits typed, and refuses an invalid number with nothing queued', async () => {
    const { t, close } = await appWith({});
    expect((await sendCodeWithCaptcha(t, { scene: 'register', phone: '21987650002' })).status).toBe(200);
    expect(await t.outbox.messagesTo('+5521987650002')).toHaveLength(1);
    const before = await t.db.$count(outbox);
    for (const phone of ['1234567', '2198765', '00987654321']) {
      expect(await sendCodeWithCaptcha(t, { scene: 'register', phone }), phone).toMatchObject({ status: 400, body: { msg: S.phoneInvalid } });
    }
    expect(await t.db.$count(outbox)).toBe(before);
    await close();
  });

  it('sends codes to mobile numbers only: no landline, toll-free, shared-cost or premium-rate number gets one', async () => {
    const { t, close } = await appWith({});
    const before = await t.db.$count(outbox);
    // São Paulo landline, 0800, 0900, 0300, 3003 and 4004: what SMS pumping bills through.
    for (const phone of ['1133334444', '08001234567', '09001234567', '03001234567', '30031234', '40041234']) {
      expect(await sendCodeWithCaptcha(t, { scene: 'register', phone }), phone).toMatchObject({ status: 400, body: { msg: S.phoneNotMobile } });
    }
    expect(await t.db.$count(outbox)).toBe(before);
    expect((await sendCodeWithCaptcha(t, { scene: 'register', phone: '11987650005' })).status).toBe(200);
    await close();
  });

  it('refuses numbers of a country SMS_COUNTRIES does not list, for registration and recovery alike', async () => {
    const { t, close } = await appWith({ countries: ['PT'] });
    const before = await t.db.$count(outbox);
    const register = await sendCodeWithCaptcha(t, { scene: 'register', phone: '21987650003' });
    expect(register).toMatchObject({ status: 400, body: { code: 400, msg: S.phoneCountryRefused } });
    const recover = await sendCodeWithCaptcha(t, { scene: 'forget', account: 'demo2026', method: 'sms' });
    expect(recover).toMatchObject({ status: 400, body: { msg: S.phoneCountryRefused } });
    expect(await t.db.$count(outbox)).toBe(before);
    await close();
  });
});

describe('hourly limits', () => {
  it('two requests for one number inside the wait, even in parallel: one code, one refusal with the seconds left', async () => {
    const { t, close } = await appWith({});
    const phone = '21987650004';
    const puzzles = [await solvedCaptcha(t), await solvedCaptcha(t)];
    const answers = await Promise.all(puzzles.map((puzzle) => t.post(API.sendCode.path, { scene: 'register', phone, ...puzzle })));
    expect(statusesOf(answers)).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)!.body.msg).toBe('Aguarde 60 s para pedir outro código');
    expect(await t.outbox.messagesTo(e164(phone))).toHaveLength(1);
    await close();
  });

  it('at most 3 codes an hour to one number, then a Portuguese 429; the next hour it may get codes again', async () => {
    const { t, close } = await appWith({ perTargetHourly: 3 });
    const phone = '21987650005';
    for (let i = 0; i < 3; i += 1) {
      expect((await sendCodeWithCaptcha(t, { scene: 'register', phone })).status).toBe(200);
      t.clock.advance(61);
    }
    expect(await sendCodeWithCaptcha(t, { scene: 'register', phone })).toMatchObject({ status: 429, body: { code: 429, msg: S.codeLimitTarget } });
    t.clock.advance(3600);
    expect((await sendCodeWithCaptcha(t, { scene: 'register', phone })).status).toBe(200);
    expect(await t.outbox.messagesTo(e164(phone))).toHaveLength(4);
    await close();
  });

  it('one address asking codes for 200 different numbers gets only its hourly share queued; another address is not held back', async () => {
    const { t, close } = await appWith({ perAddressHourly: 10 }, true);
    const answers = [];
    for (let batch = 0; batch < 10; batch += 1) {
      const phones = Array.from({ length: 20 }, (_, i) => `3198${String(batch * 20 + i).padStart(3, '0')}0000`.slice(0, 11));
      const puzzles = await Promise.all(phones.map(() => solvedCaptcha(t)));
      answers.push(...(await Promise.all(phones.map((phone, i) => t.post(API.sendCode.path, { scene: 'register', phone, ...puzzles[i] }, { headers: from('203.0.113.9') })))));
    }
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    for (const refused of answers.filter((a) => a.status !== 200)) expect(refused.body).toMatchObject({ code: 429, msg: S.codeLimitAddress });
    expect(await t.db.$count(outbox)).toBe(10);
    expect(await t.db.$count(verificationCodes, eq(verificationCodes.requestedIp, '203.0.113.9'))).toBe(10);
    expect((await sendCodeWithCaptcha(t, { scene: 'register', phone: '31991112222' }, from('198.51.100.7'))).status).toBe(200);
    await close();
  }, 120_000);

  it('numbers of one range (all but the last 4 digits) share a limit, whatever the address', async () => {
    const { t, close } = await appWith({ perPrefixHourly: 3 });
    const range = '4199876';
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await sendCodeWithCaptcha(t, { scene: 'register', phone: `${range}000${i}` }, from(`192.0.2.${i + 1}`)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429, 429]);
    expect(answers[3]!.body.msg).toBe(S.codeLimitPrefix);
    expect(await smsRowsLike(t, `+55${range}`)).toBe(3);
    expect((await sendCodeWithCaptcha(t, { scene: 'register', phone: '41998770001' }, from('192.0.2.9'))).status).toBe(200);
    await close();
  });
});

describe('the daily SMS budget', () => {
  let t: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, close } = await appWith({ dailySmsLimit: 5 }, true));
  });
  afterAll(() => close());

  const day = () => t.clock.now().toISOString().slice(0, 10);
  const noticeKeys = async () => (await t.db.select({ key: opsNotices.key }).from(opsNotices)).map((n) => n.key).sort();

  it('tells the operators once at 80 %, then sends codes by e-mail, and the registration takes the e-mailed code', async () => {
    for (let i = 0; i < 3; i += 1) expect((await sendCodeWithCaptcha(t, { scene: 'register', phone: `5199100000${i}` })).status).toBe(200);
    expect(await noticeKeys()).toEqual([]);
    expect((await sendCodeWithCaptcha(t, { scene: 'register', phone: '51991000003' })).status).toBe(200);
    expect(await noticeKeys()).toEqual([`sms-budget-80:${day()}`]);
    const [notice] = await t.db.select().from(opsNotices);
    expect(notice).toMatchObject({ title: 'Orçamento diário de SMS em 80 %', body: expect.stringContaining('4 de 5 SMS') });
    expect((await sendCodeWithCaptcha(t, { scene: 'register', phone: '51991000004' })).body.data.channel).toBe('sms');
    expect(await noticeKeys()).toEqual([`sms-budget-100:${day()}`, `sms-budget-80:${day()}`]);

    const form = { phone: '51991000005', email: 'Orcamento@Exemplo.com' };
    const noEmail = await sendCodeWithCaptcha(t, { scene: 'register', phone: form.phone });
    expect(noEmail).toMatchObject({ status: 400, body: { msg: S.smsBudgetEmailNeeded } });
    const byEmail = await sendCodeWithCaptcha(t, { scene: 'register', ...form });
    expect(byEmail.body.data).toMatchObject({ channel: 'email', sent_to: 'O***@Exemplo.com' });
    expect(await t.db.$count(outbox, eq(outbox.channel, 'sms'))).toBe(5);
    const code = await t.outbox.latestCode('orcamento@exemplo.com');
    const registered = await t.post(API.register.path, {
      username: 'orcamento1', password: 'Senha2026', confirm_password: 'Senha2026', ...form, sms_code: code, agree: true,
    });
    expect(registered.status).toBe(200);
  });

  it('recovery by SMS goes by e-mail too, and the next day SMS are sent again', async () => {
    const recovery = await sendCodeWithCaptcha(t, { scene: 'forget', account: 'demo2026', method: 'sms' });
    expect(recovery.body.data).toMatchObject({ channel: 'email', sent_to: 'd***@premia.app' });
    t.clock.advance(24 * 3600);
    expect((await sendCodeWithCaptcha(t, { scene: 'register', phone: '51991000006' })).body.data.channel).toBe('sms');
  });
});

describe('the policy from the environment', () => {
  it('reads SMS_COUNTRIES and SMS_DAILY_LIMIT, scales the per-address figure with RATE_LIMIT_FACTOR, refuses nonsense', () => {
    expect(smsPolicyFromEnv({})).toEqual(DEFAULT_SMS_POLICY);
    expect(smsPolicyFromEnv({ SMS_COUNTRIES: ' br, pt ', SMS_DAILY_LIMIT: '500', RATE_LIMIT_FACTOR: '50' })).toMatchObject({
      countries: ['BR', 'PT'], dailySmsLimit: 500, perAddressHourly: 500, perTargetHourly: 3,
    });
    expect(() => smsPolicyFromEnv({ SMS_COUNTRIES: 'BR,XX' })).toThrow(/XX/);
    expect(() => smsPolicyFromEnv({ SMS_DAILY_LIMIT: 'muitos' })).toThrow(/SMS_DAILY_LIMIT/);
  });
});
