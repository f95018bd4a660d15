/**
 * The Painel follows the business: a member wins points on the wheel, and once the rollup has run
 * (every second on this journey's server of its own, playwright.config.ts, where no other journey
 * draws) today's "points issued" has risen by exactly those points; the page's figure, its daily
 * table and the table's CSV agree.
 */
import type { APIRequestContext } from '@playwright/test';
import Papa from 'papaparse';
import { type DashboardEconomy, ISSUING_CATEGORIES } from '../../src/domain/contract/ops-dashboard.ts';
import { expect, test } from './support/fixtures.ts';
import { completeProfileByApi, registerByApi } from './support/api.ts';
import { newOperatorSignedIn } from './support/console.ts';
import { E2E } from './env.ts';

test.describe.configure({ mode: 'serial' });

test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, hasTouch: false });

const asSecret = { 'x-ops-secret': E2E.opsSecret };
/** Longer than one rollup interval (1 s on the journey server): a run that began after the draws. */
const ROLLUP_WAIT_MS = 1_200;

const spToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

/** Today's points issued as the Painel's economy call answers it, read from a run that began after `since`. */
async function issuedToday(request: APIRequestContext, since: number): Promise<{ day: string; issued: number }> {
  let answer: DashboardEconomy | undefined;
  const day = spToday();
  await expect.poll(async () => {
    const response = await request.get(`/api/ops/dashboard/economy?from=${day}&to=${day}`, { headers: asSecret });
    expect(response.status()).toBe(200);
    answer = ((await response.json()) as { data: DashboardEconomy }).data;
    return answer.as_of === null ? 0 : Date.parse(answer.as_of);
  }, { timeout: 20_000, intervals: [250] }).toBeGreaterThan(since + ROLLUP_WAIT_MS);
  const issued = answer!.days.filter((row) => row.day === day && ISSUING_CATEGORIES.includes(row.category)).reduce((sum, row) => sum + row.credits, 0);
  return { day, issued };
}

/** The member spins until a prize of points comes up (chances given as needed); answers the points. */
async function winPoints(request: APIRequestContext, token: string, userId: number, attempt: number): Promise<number> {
  const grant = await request.post('/api/ops/chances', {
    headers: asSecret, data: { user_id: userId, game: 'wheel', amount: 30, reason: 'Jornada do painel', key: `painel-${attempt}` },
  });
  expect(grant.status(), await grant.text()).toBe(200);
  for (let spin = 0; spin < 30; spin += 1) {
    const drawn = await request.post('/api/lottery/draw', { headers: { authorization: `Bearer ${token}` }, data: { game: 'wheel', client_key: `painel-${attempt}-${spin}` } });
    expect(drawn.status(), await drawn.text()).toBe(200);
    const points = ((await drawn.json()) as { data: { points_awarded: number } }).data.points_awarded;
    if (points > 0) return points;
  }
  throw new Error('30 giros sem prêmio de pontos');
}

/** A figure as the page shows it (pt-BR thousands dots, maybe a minus) as a number. */
const number = (text: string | null) => Number((text ?? '').replace(/[^\d-]/g, ''));

test('a member wins points; after the rollup the Painel’s points issued today rise by exactly them, and its CSV matches the page', async ({ page, request }) => {
  test.setTimeout(120_000);
  const session = await registerByApi(request);
  await completeProfileByApi(request, session.token);
  const userId = Number((session.userInfo as { id: string }).id);

  // Twice: a second win counts as exactly as the first (the rollup's tail is read again each run).
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    const before = await issuedToday(request, Date.now());
    const won = await winPoints(request, session.token, userId, attempt);
    const after = await issuedToday(request, Date.now());
    test.skip(after.day !== before.day, 'meia-noite em São Paulo entre as leituras');
    expect(after.issued - before.issued, `os pontos emitidos hoje sobem exatamente os ${won} pontos do membro`).toBe(won);
  }

  // The page: today only, the figure, the table and its CSV.
  const { issued } = await issuedToday(request, Date.now());
  await newOperatorSignedIn(page);
  await page.getByRole('link', { name: 'Painel', exact: true }).click();
  const today = spToday();
  await page.getByLabel('De', { exact: true }).fill(today);
  await page.getByLabel('Até', { exact: true }).fill(today);
  await page.getByRole('button', { name: 'Mostrar' }).click();
  const figure = page.getByTestId('dash-issued');
  await expect(figure).toBeVisible();
  await expect.poll(async () => number(await figure.textContent())).toBe(issued);

  // The part and its daily table share the name: the table's scroll region is the inner one.
  const table = page.getByRole('region', { name: 'Economia de pontos', exact: true }).last();
  // One day shown: the header and today's row (the default range held 30).
  await expect(table.getByRole('row')).toHaveCount(2);
  const cells = table.getByRole('row').nth(1).getByRole('cell');
  await expect(cells).toHaveCount(4);
  const shown = await cells.allTextContents();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('csv-economia-dias').click()]);
  expect(download.suggestedFilename()).toBe('economia-dias.csv');
  const stream = await download.createReadStream();
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  const csv = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
  expect(csv[0]).toEqual(['Dia', 'Pontos emitidos', 'Pontos sacados (líquido)', 'Saldo dos membros']);
  expect(csv).toHaveLength(2);
  const row = csv[1]!;
  expect(row[0]).toBe(today);
  expect(shown.slice(1).map(number)).toEqual(row.slice(1).map(Number));
  expect(number(await figure.textContent())).toBe(Number(row[1]));
});
