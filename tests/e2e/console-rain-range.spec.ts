/**
 * The console's rain worth a range per envelope: "até" below "de" is refused in Portuguese, a
 * range is saved and listed as '5–20'. The period is a year ahead and removed at the end, so the
 * member journeys running on the same server never see it.
 */
import type { Page } from '@playwright/test';
import { PROMO_MESSAGES as P } from '../../src/domain/promo.pt.ts';
import { expect, test } from './support/fixtures.ts';
import { newOperatorSignedIn } from './support/console.ts';

test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, hasTouch: false });

async function signIn(page: Page) {
  await newOperatorSignedIn(page, { prefix: 'chuva' });
}

/** A `datetime-local` value a year and `minutes` from now (the form reads it in São Paulo time). */
function nextYear(minutes: number): string {
  const at = new Date(Date.now() + 365 * 86_400_000 + minutes * 60_000);
  return at.toISOString().slice(0, 16);
}

test('a rain worth 5 to 20 points per envelope: "até" below "de" refused, the range saved and listed', async ({ page }) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Promoções' }).click();
  const rains = page.getByRole('region', { name: 'Chuva de envelopes' });
  const form = rains.getByRole('form', { name: 'Novo período: Chuva de envelopes' });
  await form.getByLabel('Tipo de período').selectOption({ label: 'Único' });
  await form.getByLabel('Início').fill(nextYear(0));
  await form.getByLabel('Fim').fill(nextYear(10));
  await form.getByLabel('Pontos por envelope: de').fill('5');
  await form.getByLabel('Pontos por envelope: até').fill('3');
  await form.getByLabel('Orçamento de pontos (o máximo que a chuva paga a todos)').fill('500');
  await form.getByRole('button', { name: 'Criar período' }).click();
  await expect(form.getByRole('status')).toHaveText(P.pointsMaxBelowMin);

  await form.getByLabel('Pontos por envelope: até').fill('20');
  await form.getByRole('button', { name: 'Criar período' }).click();
  await expect(form.getByRole('status')).toContainText(/Período #\d+ criado\./);
  const row = rains.getByRole('row').filter({ has: page.getByRole('cell', { name: '5–20', exact: true }) });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Encerrar' }).click();
  await expect(row).toHaveCount(0);
});
