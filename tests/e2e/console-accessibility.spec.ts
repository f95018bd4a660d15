/**
 * WCAG 2.2 AA on every page of the operator console (/ops/), scanned by axe at a phone's and a
 * laptop's viewport: the sign-in page, then, signed in as an admin (who may open every section),
 * every page its menu links to (each review queue, each content kind, every other section).
 */
import { expect, test, type Page } from '@playwright/test';
import { SECTION_ORDER } from '../../src/ops/shell/sections.ts';
import { blockingViolations, describeFindings, prepareAxe, SCAN_VIEWPORTS, type Finding } from './support/axe.ts';
import { newOperatorSignedIn } from './support/console.ts';

/** The console's loading line, shown until a page's first call has answered. */
const LOADING_TEXT = 'Carregando…';

async function menuPages(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Menu' });
  // The review queues come with the queue index, after the menu first shows.
  await expect(menu.locator('a[href^="#/queue/"]').first()).toBeVisible();
  return menu.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

test.describe.configure({ mode: 'parallel' });

for (const viewport of SCAN_VIEWPORTS) {
  test(`every console page meets no serious or critical WCAG 2.2 AA violation at ${viewport.width}×${viewport.height}`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await prepareAxe(page);
    await page.goto('/ops/');
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    const findings: Finding[] = await blockingViolations(page, `sign-in @${viewport.name}`);

    await newOperatorSignedIn(page, { prefix: 'a11y' });
    const hrefs = await menuPages(page);
    for (const section of SECTION_ORDER) expect(hrefs.some((href) => href.startsWith(`#/${section}`)), section).toBe(true);

    for (const href of hrefs) {
      await page.goto(`/ops/${href}`);
      await expect(page.locator('.ops-main')).toBeVisible();
      await expect(page.getByText(LOADING_TEXT), `${href} still loading`).toHaveCount(0, { timeout: 20_000 });
      findings.push(...(await blockingViolations(page, `${href} @${viewport.name}`)));
    }
    expect(describeFindings(findings)).toBe('');
  });
}
