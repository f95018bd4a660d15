/**
 * What the panel, the phones and the dev server's relay (scripts/sandbox/phone-channel.ts) say to
 * each other over Vite's own HMR websocket. Plain data; shared by the node and browser sides.
 */

/**
 * One call on the phone's `window.stage`, replayed as the panel made it on its own stage:
 * `{ path: ['setParams'], args: [values] }`, `{ path: ['wheel', 'start'], args: [] }`. Every name
 * but the last is read (and called, if it is a method) to reach the object the last is called on,
 * so a new stage method reaches the phones without a change here.
 */
export interface StageCall {
  path: string[];
  args: unknown[];
}

/** The phone, as it describes itself when it joins. */
export interface PhoneDevice {
  name: string;
  pixelRatio: number;
  /** CSS pixels of the screen and of the page's viewport. */
  screen: { width: number; height: number };
  viewport: { width: number; height: number };
}

/** The phone's frames over the last couple of seconds (`frames` 0: its scene rests). */
export interface PhoneFigures {
  frames: number;
  fps: number;
  frameMsP50: number;
  frameMsP95: number;
  scriptMsP50: number;
  scriptMsP95: number;
  drawCalls: number;
  sprites: number;
  pool: number;
  scene: string | null;
}

export interface PhoneEntry {
  id: string;
  device: PhoneDevice;
  figures: PhoneFigures | null;
}

/** Event names; each with the payload it carries. */
export const PHONE_EVENTS = {
  /** Phone → relay: `PhoneDevice`. Sent on load and when the page is shown again. */
  hello: 'premia:phone-hello',
  /** Relay → phone: `{ id, panels }`; with no panel open, the phone shows a scene of its own. */
  welcome: 'premia:phone-welcome',
  /** Phone → relay, every 500 ms: `PhoneFigures`. */
  figures: 'premia:phone-figures',
  /** Panel → relay: nothing; the panel wants the phone list. */
  panelHello: 'premia:panel-hello',
  /** Relay → panels: `{ phones: PhoneEntry[] }`, on every join, leave and figures. */
  phones: 'premia:phones',
  /** Relay → the newest panel: `{ id }`; the panel answers with its state for that phone. */
  joined: 'premia:phone-joined',
  /** Panel → relay: `{ to?: id, calls: StageCall[] }`; to every phone, or the one. */
  toPhones: 'premia:to-phones',
  /** Relay → phone: `{ calls: StageCall[] }`. */
  calls: 'premia:stage-calls',
} as const;

/** The relay's address for the phone page's URLs (`{ urls: string[] }`). */
export const PHONE_ADDRESS_PATH = '/__sandbox/phone';
/** The phone page, from the server's root: the stage, joining the panel. */
export const PHONE_PAGE = 'scenes/sandbox/stage.html?phone';
