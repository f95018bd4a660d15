/**
 * Risco as a reviewer meets it on a phone (360×740) and a laptop (1280×800), with a real farm in
 * it (support/risk-farm.ts), an honest invite's pending points and list entries: every part and a
 * member's group fit the screen's width (wide tables in their own region or as cards), every
 * checkbox and button is a target of at least 24×24 px (WCAG 2.5.8), a selection brings its
 * decisions to the foot of the screen, and axe finds no serious or critical WCAG 2.2 AA
 * violation. With RISK_SCREENSHOTS=<folder>, each view is also saved as a PNG there.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { completeProfileByApi, registerByApi } from './support/api.ts';
import { blockingViolations, describeFindings, type Finding, prepareAxe, SCAN_VIEWPORTS } from './support/axe.ts';
import { newOperatorSignedIn } from './support/console.ts';
import { test } from './support/fixtures.ts';
import { buildFarm, type HeldAccount, post } from './support/risk-farm.ts';
import { E2E } from './env.ts';

const SCREENSHOTS = process.env.RISK_SCREENSHOTS;
const OPS = { 'x-ops-secret': E2E.opsSecret };
/** WCAG 2.5.8: a pointer target's box is at least this many CSS pixels each way. */
const MIN_TARGET = 24;

/** An honest invite from other devices: the inviter's rewards for two friends wait as pending points until their first draws. */
async function pendingInvites(request: APIRequestContext): Promise<void> {
  const inviter = await registerByApi(request);
  await completeProfileByApi(request, inviter.token);
  const { code } = await post<{ code: string }>(request, '/api/invite/info', {}, inviter.token);
  for (let i = 0; i < 2; i += 1) {
    const friend = await registerByApi(request, undefined, { parent_id: code });
    await completeProfileByApi(request, friend.token);
  }
}

/**
 * Entries no other journey's member matches (a documentation IPv6 range, an unused domain and a random
 * key, new for each run of the hook), with notes as long as reviewers write them.
 */
async function listEntries(request: APIRequestContext): Promise<void> {
  const entries = [
    { list: 'allow', kind: 'email_domain', value: `familia-${Date.now().toString(36)}.example.com`, note: 'Tablet da família usado por três irmãos; confirmado por telefone com a mãe, atendimento 48213.' },
    { list: 'deny', kind: 'ip_range', value: `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}::/48`, note: 'Faixa de um provedor de servidores usada por uma fazenda de contas em março.' },
    { list: 'deny', kind: 'pix', value: randomUUID(), note: '' },
  ];
  for (const data of entries) {
    const added = await request.post('/api/ops/risk/lists', { headers: OPS, data });
    expect(added.status(), await added.text()).toBe(200);
  }
}

/** A state of a view worth its own look: a selection with its decision bar, a confirmation, a form. */
interface State { name: string; fullPage: boolean; open: (page: Page) => Promise<void>; close: (page: Page) => Promise<void> }
interface View { name: string; hash: string; ready: (page: Page) => Promise<void>; states: State[] }

const rowsShown = (testId: string) => async (page: Page) => { await expect(page.getByTestId(testId).first()).toBeVisible(); };
const decisionBar = (page: Page) => page.getByRole('region', { name: 'Decisão sobre os itens selecionados' });

/**
 * Rows ticked far down the list: the decisions come to the foot of the screen and stay there at the
 * top of the list (the bar sticks), and at the end of the page the bar covers no row.
 */
async function chooseRows(page: Page, boxes: Locator[]): Promise<void> {
  for (const box of boxes) await box.check();
  await expect(decisionBar(page)).toBeInViewport({ ratio: 1 });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const lastRow = page.locator('.ops-risk-table tbody tr').last();
  const [row, bar] = await Promise.all([lastRow.boundingBox(), decisionBar(page).boundingBox()]);
  expect(row!.y + row!.height, 'the last row ends above the decision bar').toBeLessThanOrEqual(bar!.y);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(decisionBar(page)).toBeInViewport({ ratio: 1 });
}

async function clearChoice(page: Page): Promise<void> {
  await decisionBar(page).getByRole('button', { name: 'Limpar seleção' }).click();
  await expect(decisionBar(page)).toHaveCount(0);
}

/** A confirmation opened by `button`, looked at, then cancelled. */
function confirmation(name: string, button: string): State {
  return {
    name, fullPage: false,
    open: async (page) => {
      await page.getByRole('button', { name: button, exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
    close: async (page) => {
      await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
  };
}

function views(farm: HeldAccount[]): View[] {
  const [first, , , , , , , , ninth, tenth] = farm;
  const holdBox = (page: Page, account: HeldAccount) => page.getByRole('checkbox', { name: `Selecionar a retenção de ${account.username}` });
  return [
    { name: 'holds', hash: '#/risk/holds', ready: rowsShown('risk-hold'), states: [
      { name: 'holds-chosen', fullPage: false, open: (page) => chooseRows(page, [holdBox(page, ninth!), holdBox(page, tenth!)]), close: clearChoice },
      confirmation('holds-band', 'Liberar a faixa'),
    ] },
    { name: 'members', hash: '#/risk/members', ready: rowsShown('risk-member'), states: [] },
    { name: 'member', hash: `#/risk/${first!.id}`, ready: async (page) => { await expect(page.getByTestId('risk-group-account')).toHaveCount(11); },
      states: [confirmation('member-flag', 'Marcar como suspeito')] },
    { name: 'pending', hash: '#/risk/pending', ready: rowsShown('risk-pending'), states: [
      { name: 'pending-chosen', fullPage: false, open: (page) => chooseRows(page, [page.getByTestId('risk-pending').last().getByRole('checkbox')]), close: clearChoice },
    ] },
    { name: 'rules', hash: '#/risk/rules', ready: rowsShown('risk-rule'), states: [{
      name: 'rule-form', fullPage: true,
      open: async (page) => {
        await page.getByRole('button', { name: 'Editar a regra pix-compartilhado' }).click();
        await expect(page.getByRole('form', { name: 'Editar a regra pix-compartilhado' })).toBeVisible();
      },
      close: async (page) => { await page.getByRole('button', { name: 'Cancelar' }).click(); },
    }] },
    { name: 'lists', hash: '#/risk/lists', ready: rowsShown('risk-list-entry'), states: [] },
  ];
}

/** The part's page as a PNG when RISK_SCREENSHOTS names a folder (the whole page, or what the screen shows). */
async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage, scale: 'css', animations: 'disabled' });
}

/** Nothing wider than the screen but inside a region of its own, and no link, field or button under 24×24 px (soft: every view is looked at). */
async function checkLayout(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(() => {
    const main = document.querySelector('.ops-main')!;
    return { page: document.documentElement.scrollWidth - window.innerWidth, main: main.scrollWidth - main.clientWidth };
  });
  expect.soft(overflow, `${where}: the page scrolls sideways`).toEqual({ page: 0, main: 0 });
  const small = await page.locator('section[aria-labelledby="risk-title"]').evaluate((section, min) =>
    [...section.querySelectorAll<HTMLElement>('a, button, input, select, textarea, summary')]
      .filter((el) => el.offsetParent !== null)
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width < min || box.height < min)
      .map(({ el, box }) => `${el.tagName.toLowerCase()} "${el.getAttribute('aria-label') ?? el.textContent}" ${Math.round(box.width)}×${Math.round(box.height)}`), MIN_TARGET);
  expect.soft(small, `${where}: targets under ${MIN_TARGET}×${MIN_TARGET} px`).toEqual([]);
}

let farm: HeldAccount[] = [];



test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: E2E.baseURL, viewport: { width: 360, height: 740 }, locale: 'pt-BR', hasTouch: true });
  await context.addInitScript(() => sessionStorage.setItem('promo.closed', JSON.stringify(['market-1', 'market-2', 'market-3'])));
  const page = await context.newPage();
  ({ farm } = await buildFarm(page, context.request));
  await pendingInvites(context.request);
  await listEntries(context.request);
  await context.close();
});

for (const viewport of SCAN_VIEWPORTS) {
  test(`Risco with a farm at ${viewport.width}×${viewport.height}: fits the screen, big targets, decisions at hand, no serious WCAG 2.2 AA violation`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await prepareAxe(page);
    await newOperatorSignedIn(page, { prefix: 'riscoui' });
    const findings: Finding[] = [];
    const look = async (name: string, fullPage = true) => {
      const where = `${name} @${viewport.name}`;
      await screenshot(page, `${viewport.name}-${name}`, fullPage);
      await checkLayout(page, where);
      findings.push(...(await blockingViolations(page, where)));
    };
    for (const view of views(farm)) {
      await page.goto(`/ops/${view.hash}`);
      await view.ready(page);
      await look(view.name);
      for (const state of view.states) {
        await state.open(page);
        await look(state.name, state.fullPage);
        await state.close(page);
      }
    }
    expect(describeFindings(findings)).toBe('');
  });
}

test('Risco at a tablet\'s 800 px: a table wider than the screen scrolls in its own labelled region, never the page', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 1000 });
  await newOperatorSignedIn(page, { prefix: 'riscotab' });
  for (const view of views(farm)) {
    await page.goto(`/ops/${view.hash}`);
    await view.ready(page);
    await checkLayout(page, `${view.name} @tablet`);
  }
  await page.goto('/ops/#/risk/rules');
  const rules = page.getByRole('region', { name: 'Regras de risco' });
  await expect(rules.getByTestId('risk-rule').first()).toBeVisible();
  expect(await rules.evaluate((region) => region.scrollWidth > region.clientWidth), 'the rules table is wider than 800 px').toBe(true);
  // Focusable, so the keyboard scrolls it too.
  await rules.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => rules.evaluate((region) => region.scrollLeft)).toBeGreaterThan(0);
});
