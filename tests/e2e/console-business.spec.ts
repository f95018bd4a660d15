/**
 * The console runs the business, operator and member side by side: the operator changes a rule in
 * the console (1280×800) and the member, on a phone (360×740), sees it. These journeys change the
 * withdrawal types, the wheel's prizes and the rains, so they run on a server of their own
 * (playwright.config.ts, project `business`), one after the other.
 */
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { completeProfileByApi, registerByApi, signInWithStorage } from './support/api.ts';
import { newOperatorSignedIn } from './support/console.ts';
import { E2E, E2E_BUSINESS } from './env.ts';

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, hasTouch: false });

const SHOTS = '.tmp/screens';
const asSecret = { 'x-ops-secret': E2E.opsSecret };

async function phoneOf(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, hasTouch: true, baseURL: E2E_BUSINESS.baseURL, locale: 'pt-BR', serviceWorkers: 'block' });
}

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

/** `minutes` from now on the site's clock, as the console's date-time fields take it. */
function siteLocal(minutes: number): string {
  const at = new Date(Date.now() + minutes * 60_000);
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false })
    .format(at)
    .replace(' ', 'T');
}

/** A one-off period of a promotion type that runs now, made in the console's form, after ending the type's live ones. */
async function periodNow(page: Page, type: string, fields: Record<string, string>) {
  const section = page.getByRole('region', { name: type });
  const live = section.getByRole('row').filter({ hasText: 'no ar' });
  await expect(section.getByRole('form', { name: `Novo período: ${type}` })).toBeVisible();
  // One at a time, each end awaited in the table (it reloads and re-sorts after each).
  for (let left = await live.count(); left > 0; left -= 1) {
    await live.first().getByRole('button', { name: 'Encerrar' }).click();
    await expect(live).toHaveCount(left - 1);
  }
  const form = section.getByRole('form', { name: `Novo período: ${type}` });
  await form.getByLabel('Tipo de período').selectOption('once');
  await form.getByLabel('Início').fill(siteLocal(-1));
  await form.getByLabel('Fim').fill(siteLocal(15));
  for (const [label, value] of Object.entries(fields)) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByRole('button', { name: 'Criar período' }).click();
  await expect(section.getByText(/^Período #\d+ criado\.$/)).toBeVisible();
  return section;
}

/** The member on the home page with the promotion widgets drawn (the canvas comes at the first touch). */
async function memberOnHome(browser: Browser, request: APIRequestContext) {
  const session = await registerByApi(request);
  await completeProfileByApi(request, session.token);
  const phone = await phoneOf(browser);
  const member = await phone.newPage();
  await signInWithStorage(member, session);
  await member.goto('/#/');
  await expect(member.locator('[data-widget-standin]').first()).toBeVisible({ timeout: 20_000 });
  await member.evaluate(() => document.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })));
  return { session, phone, member };
}

test('the operator sets a withdrawal minimum of 50; the member’s form says so', async ({ page, request, browser }) => {
  await newOperatorSignedIn(page);
  await page.getByRole('link', { name: 'Regras de saque' }).click();
  await page.getByRole('button', { name: 'Novo tipo' }).click();
  const form = page.getByRole('form', { name: 'Novo tipo de saque' });
  await form.getByLabel('Nome').fill('Boleto');
  await form.getByLabel('Plataforma').fill('Banco');
  await form.getByLabel('Mínimo').fill('50');
  await form.getByLabel('Máximo').fill('400');
  await form.getByRole('button', { name: 'Salvar tipo' }).click();
  await expect(page.getByRole('status')).toHaveText('Tipo salvo. A carteira dos membros já mostra os valores novos.');

  const session = await registerByApi(request);
  await completeProfileByApi(request, session.token);
  const credit = await request.post(`/api/ops/points`, {
    headers: asSecret, data: { user_id: Number((session.userInfo as { id: string }).id), amount: 9_000, reason: 'Saldo de teste', key: `min-${session.token.slice(0, 8)}` },
  });
  expect(credit.status()).toBe(200);
  const auth = { authorization: `Bearer ${session.token}` };
  await request.post('/api/wallet/setWithDrawalpass', { headers: auth, data: { password: '246810', confirm_password: '246810' } });
  await request.post('/api/wallet/bindAccount', { headers: auth, data: { account: `conta-da-ana-${session.member.phone}`, phone_last4: session.member.phone.slice(-4) } });
  const phone = await phoneOf(browser);
  const member = await phone.newPage();
  await signInWithStorage(member, session);
  await member.goto('/#/pages/personal/wallet');
  await member.getByRole('radio', { name: /^Boleto/ }).click();
  await member.getByLabel('Valor (R$)').fill('20');
  await member.getByRole('button', { name: 'Sacar', exact: true }).click();
  await expect(member.getByText('O valor mínimo é R$ 50')).toBeVisible();
  await member.screenshot({ path: `${SHOTS}/business-withdrawal-minimum.png` });
  await phone.close();
});

test('the operator disables a member; the member’s next call sends them to login', async ({ page, request, browser }) => {
  await newOperatorSignedIn(page);
  const session = await registerByApi(request);
  const phone = await phoneOf(browser);
  const member = await phone.newPage();
  await signInWithStorage(member, session);
  await member.goto('/#/pages/personal/wallet');
  await expect(member.getByTestId('wallet-points')).toBeVisible();

  await page.getByRole('link', { name: 'Membros' }).click();
  await page.getByLabel('Buscar membro').fill(session.member.username);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('link', { name: session.member.username, exact: true }).click();
  await page.getByRole('button', { name: 'Desativar conta' }).click();
  await page.getByRole('button', { name: 'Confirmar desativação' }).click();
  await expect(page.getByText('Conta desativada; as sessões do membro foram encerradas.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/business-member-disabled.png` });

  await member.goto('/#/pages/personal/wallet');
  await member.reload();
  await expect(member).toHaveURL(/#\/pages\/login\/login/, { timeout: 15_000 });
  await phone.close();
});

test('the operator changes the wheel’s prizes; the wheel page shows them and an old draw’s proof still verifies', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const session = await registerByApi(request);
  await completeProfileByApi(request, session.token);
  const drawn = await request.post('/api/lottery/draw', { headers: { authorization: `Bearer ${session.token}` }, data: { game: 'wheel', client_key: `antigo-${Date.now()}` } });
  expect(drawn.status(), await drawn.text()).toBe(200);
  // Any outcome, "nothing" included, has its detail page with the proof (the history lists only prizes).
  const drawId = ((await drawn.json()) as { data: { draw_id: number } }).data.draw_id;

  await newOperatorSignedIn(page);
  await page.getByRole('link', { name: 'Regras de prêmios' }).click();
  const wheel = page.getByRole('form', { name: /^Roleta/ });
  await wheel.getByLabel('Nome 1', { exact: true }).fill('Vale-presente novo');
  await wheel.getByLabel('Peso 1', { exact: true }).fill('70');
  await wheel.getByLabel('Peso 2', { exact: true }).fill('0');
  await expect(wheel.getByText('não sorteado')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/business-wheel-rules.png` });
  await wheel.getByRole('button', { name: 'Salvar tabela' }).click();
  await expect(wheel.getByText('Tabela salva. O próximo sorteio já usa a tabela nova.')).toBeVisible();

  const phone = await phoneOf(browser);
  const member = await phone.newPage();
  await signInWithStorage(member, session);
  await member.goto('/#/pages/lottery/lottery');
  const firstPrize = member.locator('.prize-table__row').first();
  await expect(firstPrize).toContainText('Vale-presente novo');
  await expect(member.locator('.prize-table__row').nth(1)).toContainText('0%');
  await member.screenshot({ path: `${SHOTS}/business-wheel-member.png` });

  await member.goto(`/#/pages/lotterydetail/lotterydetail?id=${drawId}`);
  await member.getByRole('button', { name: 'Verificar o sorteio' }).click();
  await expect(member.getByText('Resultado confere: a semente corresponde ao código e a fórmula dá este prêmio.')).toBeVisible();
  await phone.close();
});

test('the operator generates 5 codes; the member redeems one in the popup', async ({ page, request, browser }) => {
  await newOperatorSignedIn(page);
  await page.getByRole('link', { name: 'Promoções' }).click();
  const codes = await periodNow(page, 'Códigos de resgate', { Pontos: '37' });
  await codes.getByRole('row').filter({ hasText: 'no ar' }).filter({ hasText: '37' }).getByRole('button', { name: 'Códigos' }).click();
  const panel = codes.getByRole('region', { name: /^Códigos do período/ });
  await panel.getByLabel('Gerar quantos (1 a 10000)').fill('5');
  await panel.getByRole('button', { name: 'Gerar códigos' }).click();
  await expect(panel.getByText('5 código(s) criados')).toBeVisible();
  const first = panel.locator('tbody tr').first().locator('td').first();
  await expect(first).toHaveText(/^[A-Z0-9]{8}$/);
  const code = (await first.textContent())!.trim();
  await page.screenshot({ path: `${SHOTS}/business-codes.png` });

  const { phone, member } = await memberOnHome(browser, request);
  const widget = member.locator('[data-widget-id="market-1"]');
  await expect(widget).toHaveAttribute('aria-label', 'Códigos de resgate: Receber', { timeout: 20_000 });
  await widget.click();
  const dialog = member.getByRole('dialog', { name: 'Códigos de resgate' });
  await dialog.getByLabel('Código de resgate').fill(code);
  await dialog.getByRole('button', { name: 'Resgatar' }).click();
  await expect(member.getByText(/^\+37 pontos! Saldo: /)).toBeVisible();
  await member.screenshot({ path: `${SHOTS}/business-code-redeemed.png` });
  await phone.close();

  await panel.getByRole('button', { name: 'Fechar' }).click();
  await codes.getByRole('row').filter({ hasText: 'no ar' }).filter({ hasText: '37' }).getByRole('button', { name: 'Códigos' }).click();
  await expect(codes.getByText('5 códigos, 1 usados (1 resgates)')).toBeVisible();
});

test('the operator schedules a rain with a budget of 2,000 points; the member plays it, claims stop at the budget and the console shows them live', async ({ page, request, browser }) => {
  test.setTimeout(150_000);
  await newOperatorSignedIn(page);
  await page.getByRole('link', { name: 'Promoções' }).click();
  const rain = await periodNow(page, 'Chuva de envelopes', { 'Pontos por envelope: de': '100', 'Limite por membro (envelopes)': '15', 'Orçamento de pontos (o máximo que a chuva paga a todos)': '2000' });
  await expect(rain.locator('[aria-label="Chuva ao vivo"]')).toBeVisible({ timeout: 15_000 });
  const periodId = Number(/#(\d+)/.exec((await rain.getByText(/^Período #\d+ criado\.$/).textContent())!)![1]);

  // The member sees 'Receber' within seconds and plays the rain on the phone.
  const { session, phone, member } = await memberOnHome(browser, request);
  const widget = member.locator('[data-widget-id="market-2"]');
  await expect(widget).toHaveAttribute('aria-label', 'Chuva de envelopes: Receber', { timeout: 20_000 });
  await widget.click();
  await member.getByRole('button', { name: 'Pegar envelopes' }).click();
  await expect(member.getByTestId('rain-alive')).toHaveText(/[1-9]\d* envelopes caindo/, { timeout: 20_000 });
  const stopAt = Date.now() + 8_000;
  for (let i = 0; Date.now() < stopAt; i += 1) await member.mouse.click(30 + ((i * 67) % 300), 120 + ((i * 131) % 520));

  // Other members claim at once until the budget is spent: the console's panel counts them live.
  const others = await Promise.all(Array.from({ length: 3 }, () => registerByApi(request)));
  await Promise.all(others.map((other) => completeProfileByApi(request, other.token)));
  let claimsSeen = 0;
  for (let round = 0; round < 2; round += 1) {
    await Promise.all(others.map((other, n) => request.post('/api/market/rain/claims', {
      headers: { authorization: `Bearer ${other.token}` },
      data: { period_id: periodId, envelope_keys: Array.from({ length: 10 }, (_, k) => `e2e-${n}-${round}-${k}-${Date.now()}`) },
    })));
    const perSecond = await rain.locator('[aria-label="Chuva ao vivo"] dd').first().textContent();
    claimsSeen = Math.max(claimsSeen, Number(perSecond?.replace(',', '.') ?? 0));
  }
  await expect(rain.locator('[aria-label="Chuva ao vivo"]')).toContainText('2000 de 2000', { timeout: 15_000 });
  await page.screenshot({ path: `${SHOTS}/business-rain-live.png` });
  expect(claimsSeen).toBeGreaterThan(0);
  await expect(member.getByTestId('rain-summary')).toBeVisible({ timeout: 30_000 });
  await member.screenshot({ path: `${SHOTS}/business-rain-member.png` });
  await phone.close();

  // The ledger holds exactly the budget: every member's rain credits add up to 2,000.
  let paid = 0;
  for (const id of [session, ...others].map((s) => (s.userInfo as { id: string }).id)) {
    const ledger = await request.get(`/api/ops/members/${id}/ledger?page_size=100`, { headers: asSecret });
    const entries = ((await ledger.json()) as { data: { list: Array<{ amount: number; reason: string }> } }).data.list;
    paid += entries.filter((entry) => entry.reason.startsWith('Chuva de envelopes')).reduce((sum, entry) => sum + entry.amount, 0);
  }
  expect(paid).toBe(2000);
});
