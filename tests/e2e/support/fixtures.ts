/**
 * The journeys' `test`: the floating promo widgets float over every page and may sit on the very
 * control a journey taps (a member would drag them away), so journeys about something else start
 * with them closed for the session (the app's own session memory). tests/e2e/promo.spec.ts uses
 * Playwright's plain `test` and sees them.
 */
import { test as base } from '@playwright/test';

export const test = base.extend({
  page: async ({ page }, use) => {
    await page.addInitScript(() => {
      sessionStorage.setItem('promo.closed', JSON.stringify(['market-1', 'market-2', 'market-3']));
    });
    await use(page);
  },
});

export { expect } from '@playwright/test';
