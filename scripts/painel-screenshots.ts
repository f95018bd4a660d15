/**
 * `npm run screenshots:painel -- [URL] [FOLDER]`: the console's Painel, whole page, at 1280×800 and
 * at a phone's 390×844, for the last 7, 30 and 90 days, into FOLDER (default .tmp/screens), against
 * a running server (default http://127.0.0.1:3000) whose OPS_SECRET is in the environment: a new
 * operator is added with it. Meant for a history made by `npm run db:generate-history`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, MISSING_BROWSER_MESSAGE } from '../tests/e2e/browser.ts';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const out = process.argv[3] ?? '.tmp/screens';
const PASSWORD = 'senha-das-capturas-1';
const VIEWPORTS = [{ name: 'desktop', width: 1280, height: 800 }, { name: 'phone', width: 390, height: 844 }];

const spDay = (daysBack: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() - daysBack * 86_400_000));

async function showRange(page: Page, days: number): Promise<void> {
  await page.getByLabel('De', { exact: true }).fill(spDay(days - 1));
  await page.getByLabel('Até', { exact: true }).fill(spDay(0));
  await page.getByRole('button', { name: 'Mostrar' }).click();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(600);
}

const executablePath = findChromium();
if (!executablePath) throw new Error(MISSING_BROWSER_MESSAGE);
if (!process.env.OPS_SECRET) throw new Error('OPS_SECRET (o do servidor) é necessário para criar o operador das capturas');
mkdirSync(out, { recursive: true });
const operator = `capturas${Date.now().toString(36)}`;
execFileSync(process.execPath, ['--import', 'tsx', 'server/ops/cli.ts', 'operators', 'add', operator, '--password', PASSWORD], { env: { ...process.env, OPS_URL: base }, stdio: 'inherit' });

const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
try {
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1, locale: 'pt-BR', isMobile: viewport.name === 'phone', hasTouch: viewport.name === 'phone' });
    const page = await context.newPage();
    await page.goto(`${base}/ops/`);
    await page.getByLabel('Operador').fill(operator);
    await page.getByLabel('Senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('link', { name: 'Painel', exact: true }).first().click();
    for (const days of [7, 30, 90]) {
      await showRange(page, days);
      await page.screenshot({ path: `${out}/painel-${viewport.name}-${days}d.png`, fullPage: true });
      await page.screenshot({ path: `${out}/painel-${viewport.name}-${days}d-top.png` });
    }
    // Each part alone (the last range shown), to look at one at a time.
    const parts = page.locator('section.dash-part');
    for (let index = 0; index < await parts.count(); index += 1) {
      await parts.nth(index).screenshot({ path: `${out}/painel-${viewport.name}-parte${index + 1}.png` });
    }
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(`capturas em ${out}/painel-*.png`);
