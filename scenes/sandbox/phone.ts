/**
 * The stage on the designer's phone (stage.html?phone): stage.ts mounts the scenes as in the
 * panel's frame, full screen at the phone's own size and pixel ratio; this file joins the dev
 * server's relay, replays the panel's stage calls here, and sends the phone's figures back every
 * 500 ms. A lost connection (the phone slept, the server restarted) makes Vite's client reload the
 * page once the server answers again: the page joins again and the panel sends it its state.
 */
import { describeDevice, figures, watchFrames } from './phone-figures.ts';
import { PHONE_EVENTS } from './phone-protocol.ts';
import type { StageCall } from './phone-protocol.ts';
import './phone.css';

/** The stage's API as stage.ts declares it on `window` (not imported: stage.ts loads this file). */
type StageApi = NonNullable<Window['stage']>;

const FIGURES_EVERY_MS = 500;
const stage = window.stage!;
const status = Object.assign(document.createElement('p'), { className: 'phone-status', hidden: true });
status.setAttribute('role', 'status');
document.body.append(status);

function say(text: string | null): void {
  status.hidden = text === null;
  status.textContent = text ?? '';
}

/** Walks `path` on the stage (reading, or calling the methods on the way) and calls its last name. */
function replay(api: StageApi, call: StageCall): unknown {
  let target: unknown = api;
  for (const name of call.path.slice(0, -1)) {
    const next: unknown = (target as Record<string, unknown>)[name];
    target = typeof next === 'function' ? (next as () => unknown).call(target) : next;
    if (target === null || target === undefined) return undefined;
  }
  const method = (target as Record<string, unknown>)[call.path.at(-1) ?? ''];
  return typeof method === 'function' ? (method as (...a: unknown[]) => unknown).apply(target, call.args) : undefined;
}

const refused = (call: StageCall) => (error: unknown) => console.warn('[telefone] chamada recusada', call.path.join('.'), error);

function run(call: StageCall): Promise<unknown> {
  try {
    return Promise.resolve(replay(stage, call)).catch(refused(call));
  } catch (error) {
    refused(call)(error);
    return Promise.resolve();
  }
}

/**
 * The stage's own calls (`show`, `setParams`) run at once, as on the panel: a phone still mounting
 * a scene takes its new values for the mount. A scene's commands (`wheel().start()`) wait until
 * the scene the calls before them showed is on screen.
 */
let mounted: Promise<unknown> = Promise.resolve();
function enqueue(calls: StageCall[]): void {
  for (const call of calls) {
    if (call.path.length === 1) {
      const done = run(call);
      if (call.path[0] === 'show') mounted = done;
    } else {
      mounted = mounted.then(() => run(call));
    }
  }
  void mounted.then(() => watchFrames(stage));
}

async function join(hot: NonNullable<ImportMeta['hot']>): Promise<void> {
  hot.send(PHONE_EVENTS.hello, await describeDevice());
}

function connect(hot: NonNullable<ImportMeta['hot']>): void {
  hot.on(PHONE_EVENTS.calls, (data: { calls: StageCall[] }) => enqueue(data.calls));
  hot.on(PHONE_EVENTS.welcome, (data: { panels: number }) => {
    say(data.panels === 0 ? 'Abra o sandbox no computador para comandar este palco.' : null);
    // With no panel to send a scene, the phone shows the first one on its own.
    if (data.panels === 0 && !stage.current()) enqueue([{ path: ['show'], args: ['wheel'] }]);
  });
  hot.on('vite:ws:disconnect', () => say('Reconectando ao computador…'));
  // A phone that slept may have missed calls: it asks the panel for its state again.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void join(hot);
  });
  setInterval(() => hot.send(PHONE_EVENTS.figures, figures(stage)), FIGURES_EVERY_MS);
  void join(hot);
}

/** Full screen on the first tap where the browser allows it (Android; iPhones keep Safari's bars). */
function fullScreenOnFirstTap(): void {
  if (!document.fullscreenEnabled) return;
  addEventListener('pointerup', () => void document.documentElement.requestFullscreen({ navigationUI: 'hide' }).catch(() => undefined), { once: true });
}

if (import.meta.hot) connect(import.meta.hot);
else say('Este palco só recebe o painel com `npm run sandbox`.');
fullScreenOnFirstTap();
