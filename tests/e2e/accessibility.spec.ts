/**
 * WCAG 2.2 AA on every route of the app (spec §2), scanned by axe at a phone's and a laptop's
 * viewport: as a visitor on the routes a visitor sees (member routes send them to login, scanned
 * as such), and as a signed-in member on all of them. The floating promo widgets are left on:
 * they are part of every page. One page load per route and viewport.
 */
import { expect, test, type Page } from '@playwright/test';
import { ROUTES, TABS } from '../../src/app/route-table.ts';
import { completeProfileByApi, registerByApi, signInWithStorage } from './support/api.ts';
import { blockingViolations, describeFindings, prepareAxe, SCAN_VIEWPORTS, type Finding } from './support/axe.ts';

/** Each route once (home's alias is the same page). */
const PAGES = [...TABS, ...ROUTES];
const VISITOR_PAGES = PAGES.filter((route) => !route.member);

/** What shows while a page or its data is still on the way; scenes draw on a canvas axe does not read. */
const STILL_LOADING = ':is(.page-load, .loading-mask, .spinner, [aria-busy="true"]):not(.scene-host, .scene-host *)';

/** Opens a route and waits for its content, not its loading state. */
async function openLoaded(page: Page, path: string): Promise<void> {
  await page.goto(`/#${path}`);
  // The first load of a test starts the app; later ones change the hash only.
  await expect(page.locator('.page').first(), path).toBeVisible({ timeout: 30_000 });
  await expect(page.locator(STILL_LOADING), `${path} still loading`).toHaveCount(0, { timeout: 20_000 });
}

async function scanAll(page: Page, paths: string[], viewport: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const path of paths) {
    await openLoaded(page, path);
    findings.push(...(await blockingViolations(page, `${path} @${viewport}`)));
  }
  return findings;
}

test.describe.configure({ mode: 'parallel' });

for (const viewport of SCAN_VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test.beforeEach(({ page }) => prepareAxe(page));

    test('a visitor meets no serious or critical WCAG 2.2 AA violation on any public route', async ({ page }) => {
      test.setTimeout(240_000);
      expect(VISITOR_PAGES.length).toBeGreaterThan(15);
      const findings = await scanAll(page, VISITOR_PAGES.map((route) => route.path), viewport.name);
      expect(describeFindings(findings)).toBe('');
    });

    test('a member meets no serious or critical WCAG 2.2 AA violation on any of the 49 routes', async ({ page, request }) => {
      test.setTimeout(360_000);
      const session = await registerByApi(request);
      await completeProfileByApi(request, session.token);
      await signInWithStorage(page, session);
      expect(PAGES.length).toBe(49);
      const findings = await scanAll(page, PAGES.map((route) => route.path), viewport.name);
      expect(describeFindings(findings)).toBe('');
    });
  });
}
