/**
 * A member who uses only the keyboard: Tab, Shift+Tab, Enter, Space and the arrow keys, never a
 * click. Addresses are typed (page.goto) as a member types or bookmarks them; everything on a page
 * is reached and operated from the keyboard.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { E2E } from './env.ts';
import { completeProfileByApi, registerByApi } from './support/api.ts';
import { focusedName, signInByKeyboard, tabTo } from './support/keyboard.ts';
import { CONSOLE_PASSWORD, opsCli } from './support/console.ts';

const ops = { 'x-ops-secret': E2E.opsSecret };

/** An operator's credit: it leaves the member a station message of their own ('Você recebeu pontos'). */
async function creditWithMessage(request: APIRequestContext, userId: number, reason: string) {
  const res = await request.post(`/api/ops/members/${userId}/points`, { headers: ops, data: { direction: 'credit', amount: 5, reason, request_id: randomUUID() } });
  expect(res.status(), await res.text()).toBe(200);
}

const live = (page: Page) => page.getByTestId('live-announcer');

test('keyboard only: sign in, spin the wheel and hear the result, open a station message, send feedback', async ({ page, request }) => {
  test.setTimeout(150_000);
  const session = await registerByApi(request);
  await completeProfileByApi(request, session.token);
  const userId = Number((session.userInfo as { id: string }).id);
  const reason = `Bônus do teclado ${Date.now() % 100000}`;
  await creditWithMessage(request, userId, reason);

  // The wheel is for members: the app asks to sign in first and comes back to it.
  await page.goto('/#/pages/lottery/lottery');
  await expect(page).toHaveURL(/login\?redirect=/);
  await signInByKeyboard(page, session.member.username, session.member.password);
  await expect(page).toHaveURL(/#\/pages\/lottery\/lottery$/, { timeout: 20_000 });

  // Spin: the result is said in the live region, in the server's words, once the wheel settles.
  await expect(page.getByRole('img', { name: /^Roda da fortuna com \d+ prêmios$/ })).toBeVisible({ timeout: 20_000 });
  await tabTo(page, /^Girar$/);
  const drawn = page.waitForResponse((r) => r.url().endsWith('/api/lottery/draw') && r.status() === 200);
  await page.keyboard.press('Enter');
  const draw = ((await (await drawn).json()) as { data: { status: string; prize: { kind: string; label: string } } }).data;
  const said = draw.prize.kind === 'nothing' ? 'Não foi desta vez: você não ganhou nada.' : `Você ganhou: ${draw.prize.label}`;
  await expect(live(page)).toHaveText(said, { timeout: 20_000 });

  // The result dialog has the focus; Tab stays inside it (a physical prize waiting for its address
  // also offers to give it); Enter on OK closes it and the focus goes back to Girar.
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const buttons = draw.status === 'pending' ? ['Informar endereço', 'OK'] : ['OK'];
  for (const name of buttons) {
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe(name);
  }
  await page.keyboard.press('Tab');
  expect(await focusedName(page)).toBe(buttons[0]);
  await page.keyboard.press('Shift+Tab');
  expect(await focusedName(page)).toBe('OK');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect.poll(() => focusedName(page)).toBe('Girar');

  // A station message: the Me tab's menu, the list, the message.
  await page.goto('/#/pages/personal/personal');
  await tabTo(page, /^Mensagens/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/pages\/personal\/stationMsg$/);
  await tabTo(page, /Você recebeu pontos/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/stationMsgDetails\?id=\d+$/);
  await expect(page.getByTestId('station-message-detail')).toContainText(reason);

  // Feedback: the Me tab's menu, the form, the send button.
  await page.goto('/#/pages/personal/personal');
  await tabTo(page, /^Feedback$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/pages\/personal\/feedback$/);
  const words = `Enviado só com o teclado ${Date.now()}`;
  await tabTo(page, /^Seu feedback/);
  await page.keyboard.type(words);
  await tabTo(page, /^Enviar feedback$/);
  await page.keyboard.press('Space');
  await expect(page.getByText('Feedback enviado. Obrigado!')).toBeVisible();
  const listed = await request.get('/api/ops/feedback?status=new', { headers: ops });
  const feedback = ((await listed.json()) as { data: Array<{ user_id: number; content: string }> }).data;
  expect(feedback.some((f) => f.user_id === userId && f.content === words)).toBe(true);
});

test('keyboard only in the console: sign in, the menu, a search form', async ({ page, request }) => {
  test.setTimeout(120_000);
  const session = await registerByApi(request);
  const name = `kb${Date.now().toString(36)}`;
  expect(opsCli(['operators', 'add', name, '--password', CONSOLE_PASSWORD])).toContain(`Operador ${name} criado`);
  await page.goto('/ops/');
  await tabTo(page, /^Operador/);
  await page.keyboard.type(name);
  await tabTo(page, /^Senha/);
  await page.keyboard.type(CONSOLE_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  await tabTo(page, /^Membros/);
  await page.keyboard.press('Enter');
  await tabTo(page, /^Buscar membro/);
  await page.keyboard.type(session.member.username);
  await page.keyboard.press('Enter');
  await expect(page.getByText(session.member.username).first()).toBeVisible();
});
