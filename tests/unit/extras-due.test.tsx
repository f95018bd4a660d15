/** src/app/first-screen.ts: start-up's extras wait for the opened page, then a touch or the page's rest. */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as FirstScreenModule from '../../src/app/first-screen.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let firstScreen: typeof FirstScreenModule;

beforeEach(async () => {
  // The promises are the module's own: each test starts from a freshly opened app.
  vi.resetModules();
  firstScreen = await import('../../src/app/first-screen.ts');
});

/** Watches a promise without waiting for it. */
function settled(promise: Promise<unknown>): () => boolean {
  let done = false;
  void promise.then(() => { done = true; });
  return () => done;
}

const nextTasks = () => new Promise((resolve) => { setTimeout(resolve, 20); });

async function showOpenedPage(): Promise<void> {
  function Page() {
    firstScreen.useFirstScreenShown();
    return <p>página</p>;
  }
  const container = document.createElement('div');
  document.body.appendChild(container);
  await act(async () => createRoot(container).render(<Page />));
}

describe('extrasDue', () => {
  it('a touch before the opened page has shown starts nothing until it has', async () => {
    const due = settled(firstScreen.extrasDue());
    window.dispatchEvent(new Event('pointerdown'));
    await nextTasks();
    expect(due()).toBe(false);
    await showOpenedPage();
    await nextTasks();
    expect(due()).toBe(true);
  });

  it('once the page has shown, waits for the first touch or key (the page has not rested yet)', async () => {
    const due = settled(firstScreen.extrasDue());
    await showOpenedPage();
    await nextTasks();
    expect(due()).toBe(false);
    window.dispatchEvent(new Event('keydown'));
    await nextTasks();
    expect(due()).toBe(true);
  });

  it('every caller waits for the same moment', () => {
    expect(firstScreen.extrasDue()).toBe(firstScreen.extrasDue());
  });
});
