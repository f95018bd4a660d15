import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { STARTUP_CONFIG_NAMES } from '../../src/app/startup.ts';
import { attributionFromUrl, queryValue } from '../../src/app/attribution.ts';
import { CONFIG_NAMES } from '../../src/domain/contract/index.ts';
import { envelope, fakeServer, type Answer, type SeenRequest } from './helpers/fake-server.ts';
import { recordUiEvents } from './helpers/ui-events.ts';

/** The automation check's answer in these tests; a function that throws stands for a browser where it fails. */
const botCheck = vi.hoisted(() => ({ detect: (): unknown => ({ bot: true, botKind: 'headless_chrome' }) }));
vi.mock('@fingerprintjs/botd', () => ({ load: async () => ({ detect: () => botCheck.detect() }) }));

vi.mock('howler', () => ({
  Howl: class {
    play() {}
    unload() {}
  },
}));

const ICON = 'https://cdn.example.com/icon.png';
const SOUND = 'https://cdn.example.com/click.mp3';

type Route = (req: SeenRequest) => Answer;

const routes: Record<string, Route> = {
  '/api/auth/getDeviceIdFromToken': () => ({ status: 200, body: envelope({ token: 'device-token', visitor_id: 'visitor-7' }) }),
  '/api/ads-and-configs': (req) => {
    const names = req.query.getAll('configs[]');
    const values: Record<string, string> = { 'app.ico': ICON, 'site.Sound': SOUND };
    const configs = Object.fromEntries(names.map((name) => [name, { name, value: values[name] ?? '' }]));
    return { status: 200, body: envelope({ ads: [], configs }) };
  },
  '/api/auth/GetTongji': () => ({
    status: 200,
    body: envelope([
      { id: 11, name: 'ok', content: 'window.__startupTracked = true;' },
      { id: 12, name: 'bad', content: '<script>' },
    ]),
  }),
  '/api/auth/updateIpUser': () => ({ status: 200, body: envelope({ ip: '127.0.0.1' }) }),
  '/api/languages': () => ({ status: 200, body: envelope([{ code: 'en', name: 'English', is_default: true }, { code: 'pt-BR', name: 'Português', is_default: false }]) }),
};

async function boot(overrides: Partial<Record<string, Route>> = {}) {
  vi.resetModules();
  const startup = await import('../../src/app/startup.ts');
  const { storeAttribution } = await import('../../src/app/attribution.ts');
  const { http } = await import('../../src/api/http.ts');
  const { useSessionStore } = await import('../../src/stores/session.ts');
  const { useDeviceStore } = await import('../../src/stores/device.ts');
  const { onUiEvent } = await import('../../src/lib/ui-events.ts');
  const server = fakeServer((req) => {
    const route = overrides[req.path] ?? routes[req.path];
    return route ? route(req) : { status: 404, body: envelope(null, 404, 'Não encontrado') };
  });
  http.defaults.adapter = server.adapter;
  return { startup, storeAttribution, server, useSessionStore, useDeviceStore, onUiEvent };
}

let ui: ReturnType<typeof recordUiEvents> | undefined;
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = '<link rel="icon" id="page-icon" href="/favicon.svg" />';
  document.body.innerHTML = '<audio id="clickSound" preload="auto"></audio>';
  window.history.replaceState(null, '', '/');
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  ui?.stop();
  vi.restoreAllMocks();
});

it('asks for the same config names as the contract', () => {
  expect(STARTUP_CONFIG_NAMES).toEqual(CONFIG_NAMES);
});

describe('query parsing', () => {
  it('reads a value before the hash, inside the hash route, or neither', () => {
    expect(queryValue('channel_from', { search: '?channel_from=tiktok', hash: '#/' })).toBe('tiktok');
    expect(queryValue('channel_from', { search: '', hash: '#/pages/login/login?channel_from=kwai&x=1' })).toBe('kwai');
    expect(queryValue('channel_from', { search: '?channel_from=a', hash: '#/?channel_from=b' })).toBe('b');
    expect(queryValue('channel_from', { search: '?channel_from=', hash: '#/?other=1' })).toBeNull();
    expect(queryValue('channel_from', { search: '', hash: '' })).toBeNull();
    expect(queryValue('channel_from', { search: '?channel_from=fb%20ads', hash: '' })).toBe('fb ads');
  });

  it('takes the invite parent_id the same way', () => {
    expect(attributionFromUrl({ search: '?parent_id=42', hash: '#/pages/login/login?channel_from=ig' })).toEqual({ channelFrom: 'ig', parentId: '42' });
  });
});

describe('runStartup', () => {
  it('after attribution is stored: device values and token, icon and sound, valid scripts, every call with CHANNEL-FROM', async () => {
    window.history.replaceState(null, '', '/?channel_from=tiktok#/pages/login/login?parent_id=p77');
    const { startup, storeAttribution, server, useSessionStore, useDeviceStore, onUiEvent } = await boot();
    const rec = (ui = recordUiEvents(onUiEvent));
    // As main.tsx does, before anything else.
    storeAttribution(window.location);
    await startup.runStartup();

    expect(localStorage.getItem('HTTP_CHANNEL_FROM')).toBe('tiktok');
    expect(localStorage.getItem('parent_id')).toBe('p77');
    const deviceId = localStorage.getItem('device_id');
    expect(deviceId).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    const tokenCall = server.seen.find((r) => r.path === '/api/auth/getDeviceIdFromToken')!;
    expect(tokenCall).toMatchObject({ method: 'POST', body: { device_id: deviceId } });
    expect(localStorage.getItem('token')).toBe('device-token');
    expect(useSessionStore.getState().token).toBe('device-token');
    expect(localStorage.getItem('visitor_id')).toBe('visitor-7');
    expect(useDeviceStore.getState()).toMatchObject({ channelFrom: 'tiktok', parentId: 'p77', visitorId: 'visitor-7' });

    const configCalls = server.seen.filter((r) => r.path === '/api/ads-and-configs');
    expect(configCalls.map((r) => r.query.getAll('configs[]'))).toEqual([['app.ico'], ['site.Sound']]);
    expect(document.querySelector<HTMLLinkElement>('link#page-icon')!.href).toBe(ICON);
    expect(document.querySelector<HTMLAudioElement>('#clickSound')!.src).toBe(SOUND);

    expect([...document.head.querySelectorAll('script[data-tracking]')].map((s) => s.getAttribute('data-tracking'))).toEqual(['11']);
    expect(consoleError.mock.calls.map((c) => String(c[0])).join('\n')).toContain('#12');

    for (const req of server.seen) expect(req.headers['CHANNEL-FROM']).toBe('tiktok');
    expect(server.seen.some((r) => r.path === '/api/auth/updateIpUser')).toBe(false);
    expect(rec.events).toMatchObject({ toast: [], loading: [], sessionEnded: [], networkFailure: [] });
  });

  it('asks GET /api/languages, keeps the Portuguese one offered in UNI_LOCALE, and later calls send it as Accept-Language', async () => {
    localStorage.setItem('UNI_LOCALE', 'en');
    const { startup, server } = await boot();
    await startup.runStartup();
    expect(server.seen.filter((r) => r.path === '/api/languages').map((r) => r.method)).toEqual(['GET']);
    expect(localStorage.getItem('UNI_LOCALE')).toBe('pt-BR');
    const { getLanguages } = await import('../../src/api/index.ts');
    await getLanguages({ background: true });
    expect(server.seen.at(-1)!.headers['Accept-Language']).toBe('pt-BR');
  });

  it('falls back to pt when the server offers no Portuguese or cannot answer', async () => {
    const offline = await boot({ '/api/languages': () => ({ fail: 'network' }) });
    await offline.startup.runStartup();
    expect(localStorage.getItem('UNI_LOCALE')).toBeNull();
    expect(offline.server.seen.at(-1)!.headers['Accept-Language']).toBe('pt');
    const english = await boot({ '/api/languages': () => ({ status: 200, body: envelope([{ code: 'en', name: 'English', is_default: true }]) }) });
    await english.startup.runStartup();
    expect(localStorage.getItem('UNI_LOCALE')).toBe('pt');
  });

  it('keeps an existing token and the stored channel when the URL has none', async () => {
    localStorage.setItem('token', 'member-token');
    localStorage.setItem('userInfo', JSON.stringify({ id: 'u1', profile: { phone_no: '1' } }));
    localStorage.setItem('HTTP_CHANNEL_FROM', 'kwai');
    const { startup, storeAttribution, server, useSessionStore } = await boot();
    storeAttribution(window.location);
    await startup.runStartup();
    expect(localStorage.getItem('token')).toBe('member-token');
    expect(useSessionStore.getState().token).toBe('member-token');
    expect(localStorage.getItem('HTTP_CHANNEL_FROM')).toBe('kwai');
    expect(server.seen.every((r) => r.headers.Authorization === 'Bearer member-token')).toBe(true);
    expect(server.seen.filter((r) => r.path === '/api/auth/updateIpUser')).toHaveLength(1);
  });

  it('leaves the token empty when a session stored at launch ended before start-up ran (401)', async () => {
    const { startup, server, useSessionStore } = await boot();
    await startup.runStartup({ hadTokenAtLaunch: true });
    expect(server.seen.some((r) => r.path === '/api/auth/getDeviceIdFromToken')).toBe(true);
    expect(localStorage.getItem('token')).toBeNull();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('creates the page icon link when the page has none', async () => {
    document.head.innerHTML = '';
    const { startup } = await boot();
    await startup.runStartup();
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    expect(link?.href).toBe(ICON);
  });

  it('keeps going when steps fail, and only logs', async () => {
    const { startup, server, onUiEvent } = await boot({
      '/api/auth/getDeviceIdFromToken': () => ({ status: 500, body: envelope(null, 500, 'Erro interno') }),
      '/api/ads-and-configs': (req) =>
        req.query.getAll('configs[]')[0] === 'app.ico'
          ? { fail: 'network' }
          : { status: 200, body: envelope({ ads: [], configs: { 'site.Sound': { name: 'site.Sound', value: SOUND } } }) },
      '/api/auth/GetTongji': () => ({ status: 401, body: envelope(null, 401, 'Faça login para continuar') }),
    });
    const rec = (ui = recordUiEvents(onUiEvent));
    await expect(startup.runStartup()).resolves.toBeUndefined();

    expect(localStorage.getItem('token')).toBeNull();
    expect(document.querySelector<HTMLLinkElement>('link#page-icon')!.getAttribute('href')).toBe('/favicon.svg');
    expect(document.querySelector<HTMLAudioElement>('#clickSound')!.src).toBe(SOUND);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    const logged = consoleError.mock.calls.map((c) => String(c[0]));
    expect(logged).toEqual(expect.arrayContaining([
      '[startup] device token failed',
      '[startup] page icon failed',
      '[startup] tracking scripts failed',
    ]));
    expect(server.seen.filter((r) => r.path === '/api/ads-and-configs')).toHaveLength(2);
    expect(rec.events).toMatchObject({ toast: [], loading: [], sessionEnded: [], networkFailure: [] });
  });

  it('sends back the device key the server gave, and keeps the newest one', async () => {
    let issued = 'aparelho-1.assinatura-1';
    const answer = () => ({ status: 200, body: envelope({ token: 'device-token', visitor_id: 'visitor-7', device_key: issued }) });
    const first = await boot({ '/api/auth/getDeviceIdFromToken': answer });
    await first.startup.runStartup();
    expect(first.server.seen.find((r) => r.path === '/api/auth/getDeviceIdFromToken')?.body).not.toHaveProperty('device_key');
    expect(localStorage.getItem('device_key')).toBe('aparelho-1.assinatura-1');

    issued = 'aparelho-2.assinatura-2';
    const again = await boot({ '/api/auth/getDeviceIdFromToken': answer });
    await again.startup.runStartup();
    expect(again.server.seen.find((r) => r.path === '/api/auth/getDeviceIdFromToken')?.body).toMatchObject({ device_key: 'aparelho-1.assinatura-1' });
    expect(localStorage.getItem('device_key')).toBe('aparelho-2.assinatura-2');
  });

  it.each([
    ['with the automation check’s answer', () => ({ bot: true, botKind: 'headless_chrome' }), { detected: true, kind: 'headless_chrome' }],
    ['with a clean answer', () => ({ bot: false }), { detected: false }],
    ['without it when the check fails', () => { throw new Error('sem WebGL'); }, undefined],
  ])('reports the fingerprint %s', async (_, detect, bot) => {
    botCheck.detect = detect;
    const report = () => ({ status: 200, body: envelope(null) });
    const { startup, server } = await boot({ '/api/take/updateBrowserFingerprint': report });
    await startup.runStartup();
    const sent = await vi.waitFor(() => {
      const found = server.seen.find((r) => r.path === '/api/take/updateBrowserFingerprint');
      if (!found) throw new Error('no report yet');
      return found;
    });
    expect(sent.body).toEqual({ fingerprint: localStorage.getItem('device_id'), ...(bot ? { bot } : {}) });
  });

  it('logs a config answer without a value', async () => {
    const { startup } = await boot({
      '/api/ads-and-configs': () => ({ status: 200, body: envelope({ ads: [], configs: {} }) }),
    });
    await startup.runStartup();
    const logged = consoleError.mock.calls.map((c) => String(c[0]));
    expect(logged).toEqual(expect.arrayContaining(['[startup] page icon failed', '[startup] click sound failed']));
  });
});
