import { describe, expect, it } from 'vitest';
import { decideAsk, PUSH_ASK_KEY, PUSH_LATER_DAYS, readAskMemory, rememberAsk, type KeyValueStore } from '../../../src/features/push/ask-rule.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2025, 5, 1);

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

describe('the push ask-once rule', () => {
  it('shows our question the first time, when the browser has not decided', () => {
    expect(decideAsk({ permission: 'default', memory: null, now: NOW, offeredThisRun: false })).toBe('dialog');
  });

  it('asks at most once per run', () => {
    expect(decideAsk({ permission: 'default', memory: null, now: NOW, offeredThisRun: true })).toBe('none');
    expect(decideAsk({ permission: 'granted', memory: null, now: NOW, offeredThisRun: true })).toBe('none');
  });

  it('does nothing without push support or after the browser was denied', () => {
    expect(decideAsk({ permission: 'unsupported', memory: null, now: NOW, offeredThisRun: false })).toBe('none');
    expect(decideAsk({ permission: 'denied', memory: null, now: NOW, offeredThisRun: false })).toBe('none');
  });

  it('subscribes quietly when permission is already granted', () => {
    expect(decideAsk({ permission: 'granted', memory: { answer: 'asked', at: NOW }, now: NOW, offeredThisRun: false })).toBe('subscribe');
  });

  it('remembers "Agora não" for 30 days, then asks again', () => {
    const store = memoryStore();
    rememberAsk(store, 'later', NOW);
    const memory = readAskMemory(store);
    expect(memory).toEqual({ answer: 'later', at: NOW });
    expect(decideAsk({ permission: 'default', memory, now: NOW + (PUSH_LATER_DAYS - 1) * DAY, offeredThisRun: false })).toBe('none');
    expect(decideAsk({ permission: 'default', memory, now: NOW + PUSH_LATER_DAYS * DAY, offeredThisRun: false })).toBe('dialog');
  });

  it('never shows our question again once the browser was asked', () => {
    const store = memoryStore();
    rememberAsk(store, 'asked', NOW);
    expect(decideAsk({ permission: 'default', memory: readAskMemory(store), now: NOW + 365 * DAY, offeredThisRun: false })).toBe('none');
  });

  it('reads garbage or a throwing storage as nothing remembered', () => {
    const store = memoryStore();
    store.data.set(PUSH_ASK_KEY, '{oops');
    expect(readAskMemory(store)).toBeNull();
    store.data.set(PUSH_ASK_KEY, JSON.stringify({ answer: 'maybe', at: 1 }));
    expect(readAskMemory(store)).toBeNull();
    const throwing: KeyValueStore = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('full'); } };
    expect(readAskMemory(throwing)).toBeNull();
    expect(() => rememberAsk(throwing, 'later', NOW)).not.toThrow();
    expect(readAskMemory(null)).toBeNull();
  });
});
