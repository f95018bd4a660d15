/**
 * Site start-up (spec §1, §7): the device token, the language, the container height, page icon, click sound
 * and tracking scripts (attribution is stored earlier, by main.tsx: attribution.ts). Each step stands
 * alone; a failure is logged and never shown (spec §8).
 */
import type { ApiEnvelope } from '../domain/contract/index.ts';
import { API_CODE } from '../domain/contract/envelope.ts';
import { useDeviceStore } from '../stores/device.ts';
import { chooseLocale } from '../lib/locale-choice.ts';
import { trackContainerHeight } from './container-height.ts';
import { useSessionStore } from '../stores/session.ts';
import { listenForInstallPrompt } from '../stores/install.ts';
import { onUiEvent } from '../lib/ui-events.ts';
import { localDeviceKey } from '../lib/local-values.ts';

/**
 * Same names as CONFIG_NAMES in domain/contract/site.ts (a unit test keeps them equal); that module
 * builds zod schemas on import, which would put zod into the first screen.
 */
export const STARTUP_CONFIG_NAMES = { pageIcon: 'app.ico', clickSound: 'site.Sound' } as const;

/** The HTTP caller (axios) loads after the first screen has drawn, not with it. */
const loadApi = () => import('../api/index.ts');
/** Neither is needed to paint the first screen: they load with the start-up steps that use them. */
const loadFingerprint = () => import('../lib/fingerprint.ts');
const loadBotSignal = () => import('../lib/bot-signal.ts');
const loadTracking = () => import('../lib/tracking-scripts.ts');
const loadSound = () => import('../lib/sound.ts');

function okData<T>(envelope: ApiEnvelope<T>, what: string): T {
  if (envelope.code !== API_CODE.ok) throw new Error(`${what} answered code ${envelope.code}: ${envelope.msg}`);
  return envelope.data;
}

/**
 * "When no token exists yet" is judged at launch (`hadTokenAtLaunch`, read before the opened page's
 * calls can leave): a session that a 401 ends before or while this runs must not come back as the
 * device's token.
 */
export async function loadDeviceToken(hadTokenAtLaunch: boolean): Promise<void> {
  const { computeDeviceId } = await loadFingerprint();
  const deviceId = await computeDeviceId();
  useDeviceStore.getState().setDeviceId(deviceId);
  const { getDeviceToken } = await loadApi();
  const data = okData(await getDeviceToken(deviceId, localDeviceKey.get() ?? undefined, { background: true }), 'getDeviceIdFromToken');
  // The device's identity is the key the server signed; the computed id above is only a hint.
  if (data.device_key) localDeviceKey.set(data.device_key);
  // A member's (or an earlier visitor's) token is never replaced by the device's.
  if (data.token && !hadTokenAtLaunch && !useSessionStore.getState().token) useSessionStore.getState().setToken(data.token);
  if (data.visitor_id) useDeviceStore.getState().setVisitorId(String(data.visitor_id));
  // In the background, once the call carries this device's (or the member's) token.
  void step('fingerprint report', () => reportFingerprint(deviceId));
}

/**
 * The server records the fingerprint with the visitor or member and the time (updateBrowserFingerprint),
 * with the automation check's answer when it gave one (a fact for reviewers, never a gate).
 */
export async function reportFingerprint(fingerprint: string): Promise<void> {
  const [{ updateBrowserFingerprint }, bot] = await Promise.all([loadApi(), loadBotSignal().then(({ detectBot }) => detectBot())]);
  okData(await updateBrowserFingerprint(fingerprint, bot, { background: true }), 'updateBrowserFingerprint');
}

async function configValue(name: string): Promise<string> {
  const { getAdsAndConfigs } = await loadApi();
  const data = okData(await getAdsAndConfigs([name], { background: true }), `ads-and-configs ${name}`);
  const value = data.configs?.[name]?.value;
  if (!value) throw new Error(`config ${name} has no value`);
  return value;
}

export function setPageIcon(href: string, doc: Document = document): HTMLLinkElement {
  let link = doc.querySelector<HTMLLinkElement>('link#page-icon') ?? doc.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.id = 'page-icon';
    link.rel = 'icon';
    doc.head.appendChild(link);
  }
  link.href = href;
  return link;
}

export async function loadPageIcon(): Promise<void> {
  setPageIcon(await configValue(STARTUP_CONFIG_NAMES.pageIcon));
}

export async function loadClickSound(): Promise<void> {
  const [{ setClickSoundSource }, url] = await Promise.all([loadSound(), configValue(STARTUP_CONFIG_NAMES.clickSound)]);
  await setClickSoundSource(url);
}

export async function loadTrackingScripts(): Promise<void> {
  const [{ getTrackingScripts }, { appendTrackingScripts }] = await Promise.all([loadApi(), loadTracking()]);
  await appendTrackingScripts(okData(await getTrackingScripts({ background: true }), 'GetTongji') ?? []);
}

/**
 * GET /api/languages: the chosen language goes to UNI_LOCALE, which every later call sends as
 * Accept-Language (the calls of the first screen, before it answers, send the stored one or 'pt').
 */
export async function loadLanguage(): Promise<void> {
  const { getLanguages } = await loadApi();
  const offered = okData(await getLanguages({ background: true }), 'languages');
  useDeviceStore.getState().setLocale(chooseLocale(offered, useDeviceStore.getState().locale));
}

/** Only for a signed-in member: the server keeps the member's last IP. */
export async function reportIp(): Promise<void> {
  const { token, userInfo } = useSessionStore.getState();
  if (!token || !userInfo) return;
  const { updateIp } = await loadApi();
  okData(await updateIp({ background: true }), 'updateIpUser');
}

async function step(name: string, run: () => Promise<void> | void): Promise<void> {
  try {
    await run();
  } catch (error) {
    console.error(`[startup] ${name} failed`, error);
  }
}

export interface StartupOptions {
  /** The steps wait for it: the opened page has shown (first-screen.ts). */
  ready?: Promise<unknown>;
  /** Whether a token was stored when the app was opened, read before any call could end a session. */
  hadTokenAtLaunch?: boolean;
}

export async function runStartup({ ready, hadTokenAtLaunch = Boolean(useSessionStore.getState().token) }: StartupOptions = {}): Promise<void> {
  // The browser's install offer may come at any time from now on: keep it for the install buttons.
  listenForInstallPrompt();
  await ready;
  void step('container height', () => {
    trackContainerHeight();
  });
  await Promise.all([
    step('device token', () => loadDeviceToken(hadTokenAtLaunch)),
    step('language', loadLanguage),
    step('page icon', loadPageIcon),
    step('click sound', loadClickSound),
    step('tracking scripts', loadTrackingScripts),
    step('ip report', reportIp),
  ]);
  // The real-time channel needs the visitor id; its module loads only now, off the first screen.
  await step('realtime', async () => (await import('../features/realtime/index.ts')).startRealtime());
  followSiteChanges();
}

/** An operator's new page icon or click sound reaches an open tab at once (the real-time `site` event). */
export function followSiteChanges(): () => void {
  return onUiEvent('realtime', (event) => {
    if (event.type !== 'site') return;
    void step('page icon', loadPageIcon);
    void step('click sound', loadClickSound);
  });
}
