import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/domain/contract/paths.ts';
import { ads, siteConfigs } from '../../server/db/schema.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(siteConfigs).values({ name: 'sms.gateway.key', value: 'segredo', public: false });
  await t.db.insert(ads).values({ title: 'Anúncio desativado', image: '/x.svg', link: '#/', active: false, sort: 0 });
});
afterAll(() => t.close());

const icon = { name: 'app.ico', value: '/favicon.svg' };
const sound = { name: 'site.Sound', value: '/sounds/click.wav' };

describe('GET /api/ads-and-configs', () => {
  it('answers one asked config as axios sends it (configs[]=…)', async () => {
    const result = await t.get(API.adsAndConfigs.path, { query: 'configs%5B%5D=app.ico' });
    expect(result.status).toBe(200);
    expect(result.body.data.configs).toEqual({ 'app.ico': icon });
    const raw = await t.get(API.adsAndConfigs.path, { query: 'configs[]=site.Sound' });
    expect(raw.body.data.configs).toEqual({ 'site.Sound': sound });
  });

  it('answers two asked configs, with either spelling of the key', async () => {
    const brackets = await t.get(API.adsAndConfigs.path, { query: 'configs[]=app.ico&configs[]=site.Sound' });
    const plain = await t.get(API.adsAndConfigs.path, { query: 'configs=app.ico&configs=site.Sound' });
    expect(brackets.body.data.configs).toEqual({ 'app.ico': icon, 'site.Sound': sound });
    expect(plain.body.data.configs).toEqual(brackets.body.data.configs);
  });

  it('answers every public config when none is asked, and never a private one', async () => {
    const all = await t.get(API.adsAndConfigs.path);
    expect(all.body.data.configs).toEqual({ 'app.ico': icon, 'site.Sound': sound });
    const asked = await t.get(API.adsAndConfigs.path, { query: 'configs[]=sms.gateway.key' });
    expect(asked.body.data.configs).toEqual({});
  });

  it('lists the active ads in order', async () => {
    const result = await t.get(API.adsAndConfigs.path);
    expect(result.body.data.ads.map((ad: { image: string }) => ad.image)).toEqual(['/banners/banner-1.svg', '/banners/banner-2.svg', '/banners/banner-3.svg']);
    expect(result.body.data.ads[0]).toEqual({ id: expect.any(Number), title: 'Roda da Fortuna: gire e ganhe pontos', image: '/banners/banner-1.svg', link: '#/pages/lottery/lottery', position: 'home' });
  });
});

describe('GET /api/auth/GetTongji', () => {
  it('answers the enabled tracking scripts', async () => {
    const result = await t.get(API.trackingScripts.path);
    expect(result.body).toEqual({
      code: 0,
      msg: 'Sucesso',
      data: [{ id: expect.any(Number), name: 'Contador de visitas', content: 'window.__premiaTracking = (window.__premiaTracking || 0) + 1;' }],
    });
  });
});

describe('GET /api/languages and /api/settings/groups', () => {
  it('answers Portuguese as the only, default language', async () => {
    expect((await t.get(API.languages.path)).body.data).toEqual([{ code: 'pt', name: 'Português', is_default: true }]);
  });

  it('answers the settings grouped by name', async () => {
    const groups = (await t.get(API.settingsGroups.path)).body.data;
    // contact and download are site content, tested in tests/server/content.test.ts.
    expect(groups.filter((g: { name: string }) => g.name !== 'contact' && g.name !== 'download')).toEqual([
      { name: 'register', settings: { min_age: '18', sms_required: '1' } },
      { name: 'site', settings: { name: 'Prêmia', support_email: 'suporte@premia.app' } },
    ]);
  });
});
