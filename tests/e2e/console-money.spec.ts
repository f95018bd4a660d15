/**
 * The console's money and promotion pages on their operator calls: a prize table's odds as typed
 * (weight 0, a physical prize's stock), the withdrawal rules, and the promotions form's phone
 * preview following the period typed. Nothing is saved: other journeys draw and claim on the same
 * server at the same time.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { newOperatorSignedIn } from './support/console.ts';
import { siteClock } from './support/site-clock.ts';

test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, hasTouch: false });

async function signIn(page: Page) {
  await newOperatorSignedIn(page, { prefix: 'caixa' });
}

test('prize odds follow weight 0 and stock, the withdrawal rules load, and the promotions form previews the widget', async ({ page }) => {
  mkdirSync('.tmp/screens', { recursive: true });
  await signIn(page);

  await page.getByRole('link', { name: 'Regras de prêmios' }).click();
  const chest = page.locator('form.rewards-card').filter({ has: page.getByRole('heading', { name: /^Baú/ }) });
  await expect(chest.getByLabel('Peso 1')).toBeVisible();
  await expect(chest.getByLabel('Estoque 1')).toBeDisabled();
  await chest.getByLabel('Peso 2').fill('0');
  await expect(chest.locator('tr').nth(2).locator('.rewards-chance')).toHaveText('0,00% não sorteado');
  await chest.getByLabel('Tipo 1').selectOption('physical');
  await chest.getByLabel('Estoque 1').fill('0');
  await expect(chest.locator('tr').nth(1).locator('.rewards-chance')).toHaveText('0,00% sem estoque');
  await chest.getByLabel('Estoque 1').fill('5');
  await expect(chest.locator('tr').nth(1).locator('.rewards-chance')).not.toHaveText(/^0,00%/);
  await page.screenshot({ path: '.tmp/screens/console-rewards-stock.png' });
  await chest.getByRole('button', { name: 'Recarregar' }).click();

  await page.getByRole('link', { name: 'Regras de saque' }).click();
  await expect(page.getByRole('heading', { name: 'Regras de saque' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Pix' }).first()).toBeVisible();

  await page.getByRole('link', { name: 'Promoções' }).click();
  const codes = page.getByRole('region', { name: 'Códigos de resgate' });
  const form = codes.getByRole('form', { name: 'Novo período: Códigos de resgate' });
  const preview = form.getByRole('figure', { name: 'Prévia no celular: Códigos de resgate' });
  // The image typed, not saved yet, is the widget's. (The seeded periods are not relied on: the
  // promotion journeys replace them on this server while they run.)
  await codes.getByLabel('Imagem').fill('iconGem');
  await expect(preview.getByTestId('promo-preview-widget')).toContainText('💎');
  // A period typed for the weekly code (its own runs at weekends), live now, shows its code at once.
  await form.getByLabel('Entrada').selectOption({ label: 'Código da semana' });
  await form.getByLabel('Das').fill(siteClock(-60));
  await form.getByLabel('Até').fill(siteClock(60));
  await form.getByLabel('Código', { exact: true }).fill('previa77');
  const weekly = preview.getByTestId('promo-preview-entry').filter({ hasText: 'Código da semana' });
  await expect(weekly).toContainText(/PREVIA77|SORTE100/);
  await expect(weekly).toContainText('Copiar');
  await expect(preview.getByTestId('promo-preview-widget')).toContainText('Receber');
  await preview.screenshot({ path: '.tmp/screens/console-promo-preview.png' });
});
