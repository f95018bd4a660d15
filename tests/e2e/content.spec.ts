/** Site content: home from the server, a banner's page, an article, the download count. */
import { mkdirSync } from 'node:fs';
import { expect, test } from './support/fixtures.ts';

const SCREENS_DIR = '.tmp/screens';

test('home shows the server\'s banners and categories, and a banner opens its page', async ({ page, request }) => {
  const banners = (await (await request.post('/api/ads/index', { data: { position: 'home' } })).json()).data.list;
  const categories = (await (await request.get('/api/get/categories')).json()).data.list;
  await page.goto('/');
  await expect(page.getByTestId('banner')).toHaveCount(banners.length);
  await expect(page.getByTestId('home-category')).toHaveCount(categories.length);
  await expect(page.getByTestId('home-category').first()).toHaveText(categories[0].title);
  await expect(page.getByTestId('home-article')).toHaveCount(3);

  // The seeded wheel banner (other journeys may add banners before it).
  const wheel = banners.findIndex((b: { title: string }) => b.title.startsWith('Roda da Fortuna'));
  expect(wheel).toBeGreaterThanOrEqual(0);
  await page.getByTestId('banner').nth(wheel).click();
  await expect(page).toHaveURL(new RegExp(`bannerDetail\\?id=${banners[wheel].id}$`));
  await expect(page.getByRole('heading', { name: banners[wheel].title })).toBeVisible();
  await expect(page.getByTestId('rich-html').locator('h2')).toHaveText('Gire a Roda da Fortuna todos os dias');
  // Outside links in the rich text never open in this tab without noopener.
  await expect(page.getByTestId('rich-html').locator('a')).toHaveAttribute('rel', 'noopener noreferrer');
});

test('an article opens from its category', async ({ page, request }) => {
  const categories = (await (await request.get('/api/articles/article-categories')).json()).data.list;
  const tips = categories.find((c: { name: string }) => c.name === 'Dicas');
  const articles = (await (await request.post('/api/articles/category', { data: { category_id: tips.id } })).json()).data.list;
  await page.goto('/#/pages/newscategory/newscategory');
  await page.getByRole('button', { name: 'Dicas' }).click();
  await expect(page).toHaveURL(new RegExp(`category=${tips.id}`));
  await expect(page.getByTestId('article-card')).toHaveCount(articles.length);
  const cover = page.getByTestId('article-card').first().locator('img');
  await expect(cover).toHaveAttribute('width', '640');
  await expect(cover).toHaveAttribute('loading', 'lazy');
  await page.getByTestId('article-card').first().click();
  await expect(page).toHaveURL(new RegExp(`newsDetail\\?id=${articles[0].id}$`));
  await expect(page.getByRole('heading', { name: articles[0].title })).toBeVisible();
  await expect(page.getByTestId('rich-html')).not.toBeEmpty();
});

test('a download is counted once per install id and day', async ({ page, request }) => {
  await page.route('https://example.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'ok' }));
  // The page leaves for the download right after the answer, so answers are read on the way through.
  const counts: boolean[] = [];
  await page.route('**/api/auth/addDownloadCount', async (route) => {
    const response = await route.fetch();
    counts.push((await response.json()).data.counted);
    await route.fulfill({ response });
  });
  for (let i = 0; i < 2; i += 1) {
    await page.goto('/#/pages/alliancedownload/alliancedownload');
    await page.getByRole('button', { name: 'Baixar o aplicativo' }).click();
    await page.waitForURL(/example\.com\/premia\/premia\.apk\?channel_from=premia/);
  }
  expect(counts).toEqual([true, false]);
  await page.goto('/');
  const uuid = await page.evaluate(() => localStorage.getItem('pwaUUID'));
  expect(uuid).toBeTruthy();
  const again = await request.post('/api/auth/addDownloadCount', { data: { channel_from: 'premia', uuid } });
  expect((await again.json()).data).toEqual({ counted: false });
});

const SCREENS: Array<[string, string]> = [
  ['home', '/'],
  ['bannerDetail', '/pages/banner/bannerDetail?id=1'],
  ['newscategory', '/pages/newscategory/newscategory'],
  ['newsDetail', '/pages/newscategory/newsDetail?id=1'],
  ['activity', '/pages/activity/activity'],
  ['gameshow', '/pages/gameshow/gameshow'],
  ['partners', '/pages/partners/partners'],
  ['alliancedownload', '/pages/alliancedownload/alliancedownload'],
  ['protocol', '/pages/personal/protocol'],
  ['about', '/pages/personal/about'],
  ['contact', '/pages/personal/contact'],
];

test('screenshots of the content screens at 360×740', async ({ page }) => {
  mkdirSync(SCREENS_DIR, { recursive: true });
  for (const [name, path] of SCREENS) {
    await page.goto(`/#${path}`);
    await expect(page.locator('.page').first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SCREENS_DIR}/${name}.png` });
  }
});
