/**
 * When to offer push notices: only after a meaningful action, at most once per app
 * run, never while the browser has already decided (granted or denied), and not for 30 days after
 * 'Agora não'. Pure: storage, clock and permission are passed in.
 */

export const PUSH_ASK_KEY = 'premia.pushAsk';
export const PUSH_LATER_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What localStorage remembers: 'Agora não' with its time, or that the browser's question was asked. */
export type AskMemory = { answer: 'later'; at: number } | { answer: 'asked'; at: number };

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function readAskMemory(store: KeyValueStore | null): AskMemory | null {
  try {
    const raw = store?.getItem(PUSH_ASK_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<AskMemory>;
    if ((parsed.answer === 'later' || parsed.answer === 'asked') && typeof parsed.at === 'number') return { answer: parsed.answer, at: parsed.at };
    return null;
  } catch {
    return null;
  }
}

export function rememberAsk(store: KeyValueStore | null, answer: AskMemory['answer'], now: number): void {
  try {
    store?.setItem(PUSH_ASK_KEY, JSON.stringify({ answer, at: now } satisfies AskMemory));
  } catch {
    // Private mode or a full storage: the offer may come back next run, nothing breaks.
  }
}

export type PermissionState = NotificationPermission | 'unsupported';

export interface AskInput {
  permission: PermissionState;
  memory: AskMemory | null;
  now: number;
  /** Already offered in this run of the app. */
  offeredThisRun: boolean;
}

/**
 * 'dialog': show our question first. 'subscribe': permission already granted, subscribe quietly
 * (keeps the server's regId current). 'none': do nothing.
 */
export function decideAsk({ permission, memory, now, offeredThisRun }: AskInput): 'dialog' | 'subscribe' | 'none' {
  if (permission === 'unsupported' || permission === 'denied') return 'none';
  if (offeredThisRun) return 'none';
  if (permission === 'granted') return 'subscribe';
  if (memory?.answer === 'asked') return 'none';
  if (memory?.answer === 'later' && now - memory.at < PUSH_LATER_DAYS * DAY_MS) return 'none';
  return 'dialog';
}
