/** Talks to the real server the journeys run against: operator outbox and ready-made members. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { E2E } from '../env.ts';
import { humanTrail, solveSlider } from './captcha-solver.ts';
import { solvePuzzle, waitForPuzzle } from './slider.ts';

let counter = 0;
/**
 * A username, phone and e-mail no other test uses. The phone is a valid São Paulo mobile (the
 * server sends codes only to real numbers) whose range changes with each member (codes per number
 * range are limited).
 */
export function newMemberData() {
  counter += 1;
  const stamp = `${Date.now() % 1_000_000_000}${counter}${Math.floor(Math.random() * 10)}`.slice(-9);
  const range = stamp.slice(-8).split('').reverse().join('');
  return { username: `m${stamp}`, password: 'Senha2026', phone: `119${range}`, email: `m${stamp}@exemplo.com` };
}

/** The slider puzzle solved through the API as a person would: looked at, then dragged to the gap after a moment. */
export async function solvedCaptchaByApi(request: APIRequestContext) {
  const response = await request.post('/api/auth/imageCaptcha', { data: {} });
  expect(response.status()).toBe(200);
  const puzzle = ((await response.json()) as { data: { captcha_id: string; background: string; piece: string; piece_y: number } }).data;
  const x = solveSlider(puzzle.background, puzzle.piece, puzzle.piece_y);
  await new Promise((resolve) => setTimeout(resolve, 700));
  return { captcha_id: puzzle.captcha_id, captcha_x: x, captcha_trail: humanTrail(x) };
}

/** Asks a registration code for the member's phone, puzzle solved, and answers the code from the outbox. */
export async function registerCodeByApi(request: APIRequestContext, member: ReturnType<typeof newMemberData>): Promise<string> {
  const sent = await request.post('/api/auth/captcha', { data: { scene: 'register', phone: member.phone, ...(await solvedCaptchaByApi(request)) } });
  expect(sent.status(), await sent.text()).toBe(200);
  return latestCode(request, member.phone);
}

/**
 * The latest verification code sent to `recipient`, read from the outbox through the operator API
 * (a demo server shows whole messages; the form's digits find the E.164 messages).
 */
export async function latestCode(request: APIRequestContext, recipient: string): Promise<string> {
  const response = await request.get(`/api/ops/outbox?recipient=${encodeURIComponent(recipient)}`, {
    headers: { 'x-ops-secret': E2E.opsSecret },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: Array<{ body: string }> };
  const match = body.data[0]?.body.match(/\b(\d{6})\b/);
  if (!match?.[1]) throw new Error(`no code in the outbox for ${recipient}`);
  return match[1];
}

interface Session { token: string; userInfo: unknown }

/** Registers a member straight through the API (for journeys that start signed in). */
export async function registerByApi(request: APIRequestContext, member = newMemberData(), extra: { parent_id?: string } = {}): Promise<Session & { member: typeof member }> {
  const sms_code = await registerCodeByApi(request, member);
  const registered = await request.post('/api/auth/register', {
    data: { ...member, ...extra, confirm_password: member.password, sms_code, agree: true },
  });
  expect(registered.status()).toBe(200);
  const body = (await registered.json()) as { data: Session };
  return { ...body.data, member };
}

/** Opens the app with a session already stored, as a member coming back would. */
export async function signInWithStorage(page: Page, session: Session): Promise<void> {
  await page.addInitScript(([token, userInfo]) => {
    if (!sessionStorage.getItem('e2e-seeded')) {
      localStorage.setItem('token', token as string);
      localStorage.setItem('userInfo', JSON.stringify(userInfo));
      sessionStorage.setItem('e2e-seeded', '1');
    }
  }, [session.token, session.userInfo]);
}

/** Asks for the code as a member would: the button opens the puzzle, solved by looking at it. */
export async function askCodeThroughPuzzle(page: Page, button: string | RegExp = 'Enviar código') {
  const puzzle = waitForPuzzle(page);
  await page.getByRole('button', { name: button, exact: typeof button === 'string' }).click();
  await solvePuzzle(page, await puzzle);
}

/** Fills the registration form (already open) as a member would, with the code from the outbox. */
export async function fillRegistration(page: Page, request: APIRequestContext, member: ReturnType<typeof newMemberData>, confirm = member.password) {
  await page.getByLabel('Nome de usuário').fill(member.username);
  await page.getByLabel('Senha', { exact: true }).fill(member.password);
  await page.getByLabel('Confirmar senha').fill(confirm);
  await page.getByLabel('Telefone').fill(member.phone);
  await page.getByLabel('E-mail').fill(member.email);
  await askCodeThroughPuzzle(page);
  await expect(page.getByRole('button', { name: /Reenviar em \d+ s/ })).toBeVisible();
  await expect(page.getByTestId('code-delivery')).toContainText(/Enviando…|Código enviado para \*+\d{4}/);
  await page.getByLabel('Código de verificação').fill(await latestCode(request, member.phone));
  await page.locator('.check__box').click();
  await expect(page.getByRole('checkbox', { name: /Tenho 18 anos/ })).toBeChecked();
}

/** Completes the member's profile (full name, adult birth date) straight through the API. */
export async function completeProfileByApi(request: APIRequestContext, token: string): Promise<void> {
  const done = await request.post('/api/auth/actionCompleteInfo', {
    headers: { authorization: `Bearer ${token}` },
    data: { real_name: 'Joana Prado', birth_date: '1992-03-14' },
  });
  expect(done.status()).toBe(200);
}
