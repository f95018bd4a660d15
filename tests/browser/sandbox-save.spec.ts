/**
 * The sandbox's panel: "Salvar no projeto" writes the scene's params file through the dev server,
 * the panel lists what differs from params.ts, and the frame budget sits in "Desempenho".
 * The config points the endpoint at .tmp/browser-scene-params (SANDBOX_PARAMS_DIR), so a run
 * never changes the project's assets/scene-params.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

const dir = process.env.SANDBOX_PARAMS_DIR!;
const saved = (scene: string) => join(dir, `${scene}.json`);
const projectFile = (scene: string) => new URL(`../../assets/scene-params/${scene}.json`, import.meta.url);
const read = (path: string | URL) => (existsSync(path) ? readFileSync(path, 'utf8') : null);

// Each test loads the whole sandbox (panel and phone) once or twice: slow on a shared machine.
test.describe.configure({ timeout: 300_000 });

test.beforeEach(() => {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
});

/** Opens the panel on the rain (its pane is there once its commands are). */
async function openRainPanel(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/scenes/sandbox/index.html');
  await page.getByRole('button', { name: 'Chuva de envelopes', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Começar a chuva' })).toBeVisible({ timeout: 120_000 });
}

async function setSlider(page: Page, label: string, value: number): Promise<void> {
  const input = page.locator('.tp-lblv', { has: page.getByText(label, { exact: true }) }).locator('input');
  await input.fill(String(value));
  await input.press('Enter');
}

test('"Salvar no projeto" writes the values that differ from params.ts, and the panel starts from them', async ({ page }) => {
  const before = read(projectFile('rain'));
  await openRainPanel(page);
  await expect(page.getByText('Todos os valores estão no padrão de params.ts.')).toBeVisible();
  await setSlider(page, 'Máximo de envelopes na tela', 30);
  await setSlider(page, 'Balanço lateral (px)', 4);
  await expect(page.getByText('2 valores diferentes do padrão:')).toBeVisible();
  await expect(page.getByText('Máximo de envelopes na tela 50 → 30')).toBeVisible();
  await expect(page.getByText('Balanço lateral (px) 10 → 4')).toBeVisible();

  await page.getByRole('button', { name: 'Salvar no projeto' }).click();
  await expect(page.getByText(/^Salvo em .*rain\.json/)).toBeVisible();
  expect(read(saved('rain'))).toBe(`${JSON.stringify({ scene: 'rain', version: 1, values: { maxAlive: 30, swayPx: 4 } }, null, 2)}\n`);
  expect(read(projectFile('rain'))).toBe(before);

  await openRainPanel(page);
  await expect(page.getByText('Valores carregados de assets/scene-params/rain.json.')).toBeVisible();
  await expect(page.getByText('Máximo de envelopes na tela 50 → 30')).toBeVisible();

  await page.getByRole('button', { name: 'Restaurar padrões' }).click();
  await page.getByRole('button', { name: 'Salvar no projeto' }).click();
  await expect(page.getByText(/^Tudo no padrão: .*rain\.json removido/)).toBeVisible();
  expect(existsSync(saved('rain'))).toBe(false);
});

test('the endpoint refuses a file its params.ts does not allow, naming the param, and writes nothing', async ({ request }) => {
  const res = await request.post('/__sandbox/params/rain', { data: { scene: 'rain', version: 1, values: { maxAlive: 80, chuva: 1 } } });
  expect(res.status()).toBe(422);
  expect((await res.json()).problems).toEqual([
    'maxAlive (Máximo de envelopes na tela): 80 está fora do intervalo 1–50.',
    'chuva: parâmetro desconhecido (não existe em scenes/rain/params.ts).',
  ]);
  const other = await request.post('/__sandbox/params/gift', { data: { scene: 'rain', version: 1, values: {} } });
  expect((await other.json()).problems).toEqual(['scene: o arquivo é da cena "rain", não de "gift".']);
  expect((await request.post('/__sandbox/params/roda', { data: {} })).status()).toBe(404);
  expect(existsSync(saved('rain'))).toBe(false);
  expect(existsSync(saved('gift'))).toBe(false);
});

test('the frame budget: a graph with coloured figures, and notes beside the params that cost frames', async ({ page }) => {
  await openRainPanel(page);
  await expect(page.getByText('Custa quadros: cada envelope custa em todo quadro')).toBeVisible();
  await page.getByRole('button', { name: 'Começar a chuva' }).click();
  const figures = page.locator('.budget-figure');
  await expect(figures).toHaveCount(2);
  await expect(figures.first()).toHaveText(/^script \d+,\d\d ms · (folga|no limite|acima)$/);
  await expect(figures.first()).toHaveAttribute('data-level', /^(ok|near|over)$/);
  await expect(page.getByRole('img', { name: /Tempo por quadro, últimos 5 s\. celular simples a 60 fps: 2,08 ms/ })).toBeVisible();
});
