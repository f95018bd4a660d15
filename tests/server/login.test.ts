import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { CAPTCHA_HEIGHT, CAPTCHA_PIECE_SIZE, CAPTCHA_WIDTH } from '../../src/domain/constants.ts';
import { API } from '../../src/domain/contract/paths.ts';
import { RULE_MESSAGES as R, SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import { captchas, sessions, users } from '../../server/db/schema.ts';
import { login, registerMember, solvedCaptcha } from './flows.ts';
import { humanTrail, solveSlider } from '../e2e/support/captcha-solver.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const decodePng = (dataUrl: string) => PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
const sessionCount = () => t.db.$count(sessions);

describe('POST /api/auth/imageCaptcha', () => {
  it('draws a background and a jigsaw piece, and keeps the gap x on the server', async () => {
    const result = await t.post(API.imageCaptcha.path);
    expect(result.status).toBe(200);
    const data = result.body.data;
    expect(data).toMatchObject({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT, piece_size: CAPTCHA_PIECE_SIZE, expires_in: 120 });
    expect(Object.keys(data).sort()).toEqual(['background', 'captcha_id', 'expires_in', 'height', 'piece', 'piece_size', 'piece_y', 'width']);
    const background = decodePng(data.background);
    expect([background.width, background.height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    const piece = decodePng(data.piece);
    expect([piece.width, piece.height]).toEqual([CAPTCHA_PIECE_SIZE, CAPTCHA_PIECE_SIZE]);
    const alphas = [...piece.data.filter((_v, i) => i % 4 === 3)];
    expect(alphas.filter((a) => a === 0).length).toBeGreaterThan(100);
    expect(alphas.filter((a) => a === 255).length).toBeGreaterThan(CAPTCHA_PIECE_SIZE * CAPTCHA_PIECE_SIZE * 0.4);
    const [row] = await t.db.select().from(captchas).where(eq(captchas.id, data.captcha_id));
    expect(row!.gapX).toBeGreaterThanOrEqual(CAPTCHA_PIECE_SIZE + 10);
    expect(row!.gapY).toBe(data.piece_y);
    expect(JSON.stringify(data)).not.toContain(`"gap`);
  });
});

describe('POST /api/auth/login', () => {
  it('logs the demo member in with the solved captcha', async () => {
    const result = await login(t, 'demo2026', 'Premia2026');
    expect(result.status).toBe(200);
    expect(result.body.data.userInfo).toMatchObject({ username: 'demo2026', profile_complete: true, profile: { real_name: 'Maria Demonstração', birth_date: '1995-04-12' } });
    const me = await t.post(API.userInfo.path, {}, { token: result.body.data.token });
    expect(me.body.data.username).toBe('demo2026');
  });

  it('runs the whole journey: code from the outbox, register, log in on another device', async () => {
    const { form } = await registerMember(t);
    const result = await login(t, form.username.toUpperCase(), form.password);
    expect(result.status).toBe(200);
    expect(result.body.data.userInfo.username).toBe(form.username);
  });

  it('answers the same message for a wrong password and an unknown user, and opens no session', async () => {
    const before = await sessionCount();
    const wrong = await login(t, 'demo2026', 'Errada2026');
    const unknown = await login(t, 'naoexiste1', 'Premia2026');
    for (const result of [wrong, unknown]) expect(result).toMatchObject({ status: 400, body: { code: 400, msg: S.wrongCredentials, data: null } });
    expect(await sessionCount()).toBe(before);
  });

  it('accepts an answer within the tolerance and refuses one just outside it', async () => {
    const within = await t.post(API.login.path, { username: 'demo2026', password: 'Premia2026', ...(await solvedCaptcha(t, -6)) });
    expect(within.status).toBe(200);
    const before = await sessionCount();
    const outside = await t.post(API.login.path, { username: 'demo2026', password: 'Premia2026', ...(await solvedCaptcha(t, 7)) });
    expect(outside).toMatchObject({ status: 400, body: { msg: R.captchaFailed } });
    expect(await sessionCount()).toBe(before);
  });

  it('uses a captcha once, even after a failed attempt', async () => {
    const captcha = await solvedCaptcha(t);
    const misplaced = await t.post(API.login.path, { username: 'demo2026', password: 'Premia2026', ...captcha, captcha_x: captcha.captcha_x + 40 });
    expect(misplaced.body.msg).toBe(R.captchaFailed);
    const retry = await t.post(API.login.path, { username: 'demo2026', password: 'Premia2026', ...captcha });
    expect(retry).toMatchObject({ status: 400, body: { msg: R.captchaExpired } });

    const fresh = await solvedCaptcha(t);
    expect((await t.post(API.login.path, { username: 'demo2026', password: 'Premia2026', ...fresh })).status).toBe(200);
    expect((await t.post(API.login.path, { username: 'demo2026', password: 'Premia2026', ...fresh })).body.msg).toBe(R.captchaExpired);
  });

  it('refuses an expired captcha and an unknown captcha id', async () => {
    const captcha = await solvedCaptcha(t);
    t.clock.advance(121);
    const late = await t.post(API.login.path, { username: 'demo2026', password: 'Premia2026', ...captcha });
    expect(late).toMatchObject({ status: 400, body: { msg: R.captchaExpired } });
    const unknown = await t.post(API.login.path, { username: 'demo2026', password: 'Premia2026', captcha_id: 'nao-existe', captcha_x: 100, captcha_trail: humanTrail(100) });
    expect(unknown.body.msg).toBe(R.captchaExpired);
  });

  it('refuses an answer given sooner than a person could, a drag no hand makes, and an answer without its drag', async () => {
    const before = await sessionCount();
    const fresh = await t.post(API.imageCaptcha.path);
    const id: string = fresh.body.data.captcha_id;
    const x = await t.captchaGapX(id);
    const instant = await t.post(API.login.path, { username: 'demo2026', password: 'Premia2026', captcha_id: id, captcha_x: x, captcha_trail: humanTrail(x) });
    expect(instant).toMatchObject({ status: 400, body: { msg: R.captchaFailed } });

    const robotic = await solvedCaptcha(t);
    const straight = Array.from({ length: 10 }, (_, i) => [i * 50, (robotic.captcha_x * i) / 9] as [number, number]);
    const constant = await t.post(API.login.path, { username: 'demo2026', password: 'Premia2026', ...robotic, captcha_trail: straight });
    expect(constant).toMatchObject({ status: 400, body: { msg: R.captchaFailed } });

    const { captcha_trail: _dropped, ...withoutTrail } = await solvedCaptcha(t);
    const noTrail = await t.post(API.login.path, { username: 'demo2026', password: 'Premia2026', ...withoutTrail });
    expect(noTrail).toMatchObject({ status: 400, body: { msg: R.captchaRequired } });
    expect(await sessionCount()).toBe(before);
  });

  it('draws a decoy gap that a look at the picture, not a dark-spot search, tells apart', async () => {
    for (let n = 0; n < 5; n += 1) {
      const puzzle = (await t.post(API.imageCaptcha.path)).body.data;
      const gapX = await t.captchaGapX(puzzle.captcha_id);
      expect(Math.abs(solveSlider(puzzle.background, puzzle.piece, puzzle.piece_y) - gapX)).toBeLessThanOrEqual(2);
    }
  });

  it('checks the captcha before the credentials, and requires it', async () => {
    const wrongBoth = await t.post(API.login.path, { username: 'demo2026', password: 'Errada2026', ...(await solvedCaptcha(t, 30)) });
    expect(wrongBoth.body.msg).toBe(R.captchaFailed);
    const missing = await t.post(API.login.path, { username: 'demo2026', password: 'Premia2026' });
    expect(missing).toMatchObject({ status: 400, body: { msg: R.captchaRequired } });
    const badName = await t.post(API.login.path, { username: 'x', password: 'Premia2026', captcha_id: 'a', captcha_x: 1 });
    expect(badName.body.msg).toBe(R.usernameFormat);
  });

  it('answers 402 for a disabled account', async () => {
    const { form } = await registerMember(t);
    await t.db.update(users).set({ disabled: true }).where(eq(users.username, form.username));
    const result = await login(t, form.username, form.password);
    expect(result).toMatchObject({ status: 402, body: { code: 402, msg: S.accountDisabled, data: null } });
  });
});
