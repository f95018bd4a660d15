/**
 * The notifyws socket in a real browser: in standalone display mode it opens with
 * isPwa=2; when the connection drops (closed here, between the page and the server, as a server
 * restart would), it reconnects 3 to 5 s later (the spec's 3 s, spread so a crowd does not return at once); an operator decision shows the unread badge
 * within a second, without a reload.
 */
import type { WebSocketRoute } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { completeProfileByApi, registerByApi, signInWithStorage } from './support/api.ts';
import { E2E } from './env.ts';
import { FIRST_SPREAD_MS } from '../../src/features/realtime/backoff.ts';

const opsHeaders = { 'x-ops-secret': E2E.opsSecret };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

test('standalone socket: isPwa=2, reconnect 3 s after the close (plus its spread), badge at once after a decision', async ({ page, request }) => {
  // Chromium cannot emulate display-mode: answer the app's one query as an installed app would.
  await page.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      if (query.replace(/\s+/g, '') !== '(display-mode:standalone)') return original(query);
      return { ...original(query), matches: true, media: query };
    };
  });
  const session = await registerByApi(request);
  const userId = Number((session.userInfo as { id: string }).id);
  await signInWithStorage(page, session);
  const credit = await request.post('/api/ops/points', { headers: opsHeaders, data: { user_id: userId, amount: 5_000, reason: 'Bônus', key: `rt-${userId}` } });
  expect(credit.status()).toBe(200);
  await completeProfileByApi(request, session.token);
  await request.post('/api/wallet/setWithDrawalpass', { headers: bearer(session.token), data: { password: '246810', confirm_password: '246810' } });
  await request.post('/api/wallet/bindAccount', { headers: bearer(session.token), data: { account: `pix-rt-${session.member.phone}`, phone_last4: session.member.phone.slice(-4) } });
  const made = await request.post('/api/wallet/withdraw', { headers: bearer(session.token), data: { type_id: 1, amount: 20, password: '246810', request_key: `realtime-${userId}` } });
  expect(made.status(), await made.text()).toBe(200);
  const withdrawalId = ((await made.json()) as { data: { id: number } }).data.id;

  // Every notifyws socket goes through the test, which can drop it: the page sees a close, the server a closed peer.
  const sockets: Array<{ route: WebSocketRoute; at: number; sent: string[] }> = [];
  await page.routeWebSocket(/\/notifyws/, (route) => {
    const entry = { route, at: Date.now(), sent: [] as string[] };
    sockets.push(entry);
    const server = route.connectToServer();
    route.onMessage((message) => {
      entry.sent.push(String(message));
      server.send(message);
    });
  });
  const authSent = (index: number) => sockets[index]?.sent.some((text) => text.includes('"auth"')) ?? false;
  await page.goto('/#/pages/personal/personal');
  await expect.poll(() => sockets.length, { timeout: 10_000 }).toBeGreaterThan(0);
  const first = sockets[0]!;
  const url = new URL(first.route.url());
  expect(url.searchParams.get('isPwa')).toBe('2');
  const visitorId = url.searchParams.get('user_id');
  expect(visitorId).toMatch(/^\d+$/);
  // The member's auth message is sent on the open socket.
  await expect.poll(() => authSent(0), { timeout: 5_000 }).toBe(true);

  const closedAt = Date.now();
  await first.route.close({ code: 1012, reason: 'Reinício do servidor' });
  await expect.poll(() => sockets.length, { timeout: 8_000 }).toBe(2);
  const gap = sockets[1]!.at - closedAt;
  expect(gap).toBeGreaterThan(2_500);
  expect(gap).toBeLessThan(3_000 + FIRST_SPREAD_MS + 1_500);
  await expect.poll(() => authSent(1), { timeout: 5_000 }).toBe(true);

  const badge = page.locator('.tabbar').getByTestId('unread-badge');
  await expect(badge).toHaveCount(0);
  const decided = await request.post('/api/ops/reviews/withdrawals/decide', { headers: opsHeaders, data: { id: withdrawalId, decision: 'approve', remark: 'Pago' } });
  expect(decided.status(), await decided.text()).toBe(200);
  await expect(badge).toHaveText('1', { timeout: 1_000 });
});
