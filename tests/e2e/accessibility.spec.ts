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

/**
 * What reaches past the viewport's right or left edge, outside a box that scrolls sideways on
 * purpose (the banner carousel, the RTP chips) and the floating promo widgets: content a member
 * would have to scroll the page sideways for, or could not reach at all.
 */
async function sidewaysOverflow(page: Page, path: string): Promise<string[]> {
  return page.evaluate((where) => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width + 1) found.push(`${where}: a página rola de lado (${document.documentElement.scrollWidth} > ${width} px)`);
    // Inside a box that scrolls sideways, or one hidden for screen readers only (1 px, clipped).
    const insideScroller = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (/auto|scroll/.test(getComputedStyle(p).overflowX) || p.getBoundingClientRect().width <= 1) return true;
      }
      return false;
    };
    const report = (el: Element, rect: DOMRect, what: string) => {
      if (rect.width === 0 || rect.height === 0 || (rect.right <= width + 1 && rect.left >= -1)) return;
      if (getComputedStyle(el).visibility === 'hidden' || el.getBoundingClientRect().width <= 1 || insideScroller(el)) return;
      // The promo widgets float over the page and tuck half into its edge on purpose (a touch
      // brings them out); their places are widget-place.spec.ts's.
      if (el.closest('[data-widget-standins], [data-widget-slot]')) return;
      found.push(`${where}: ${what} de <${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> "${(el.textContent ?? '').trim().slice(0, 30)}" de ${Math.round(rect.left)} a ${Math.round(rect.right)} px`);
    };
    for (const el of document.querySelectorAll('body *')) report(el, el.getBoundingClientRect(), 'a caixa');
    // A word wider than its box runs out of the box, which stays inside the screen.
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      range.selectNodeContents(node);
      if (node.parentElement) report(node.parentElement, range.getBoundingClientRect(), 'o texto');
    }
    return found;
  }, path);
}

test.describe('text at 200 % on a 320 px wide screen (WCAG 1.4.4 and 1.4.10)', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  /** The browser's own text size, as a person sets it: 32 px against the default 16. */
  async function doubleTextSize(page: Page): Promise<void> {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32 } });
  }

  async function overflowsOn(page: Page, paths: string[]): Promise<string> {
    const found: string[] = [];
    for (const path of paths) {
      await openLoaded(page, path);
      found.push(...(await sidewaysOverflow(page, path)));
    }
    return found.join('\n');
  }

  test('no public route reaches past the screen\'s sides for a visitor', async ({ page }) => {
    test.setTimeout(180_000);
    await doubleTextSize(page);
    expect(await overflowsOn(page, VISITOR_PAGES.map((route) => route.path))).toBe('');
  });

  test('no route of a member reaches past the screen\'s sides', async ({ page, request }) => {
    test.setTimeout(300_000);
    const session = await registerByApi(request);
    await completeProfileByApi(request, session.token);
    await signInWithStorage(page, session);
    await doubleTextSize(page);
    expect(await overflowsOn(page, PAGES.map((route) => route.path))).toBe('');
  });
});
