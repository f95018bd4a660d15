/** scenes/widget/page-changes.ts: the widgets read the page again when it changed, and only then. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_MAX_WAIT_MS, PAGE_SETTLE_MS, SELF_UPDATING, isPageScroll, watchPageChanges } from '../../../scenes/widget/page-changes.ts';
import { SCROLL_SETTLE_MS } from '../../../scenes/widget/widget-logic.ts';

/** MutationObserver answers in a microtask; timers are fake. */
const flush = async (ms: number) => {
  await Promise.resolve();
  await vi.advanceTimersByTimeAsync(ms);
};

let reads = 0;
let stop: () => void = () => undefined;

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<main><p id="text">Olá</p></main><div data-widget-standins=""><span id="label">00:10</span></div>';
  reads = 0;
  stop = watchPageChanges(document, () => { reads += 1; });
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('watchPageChanges', () => {
  it('reads nothing while the page rests', async () => {
    await flush(10_000);
    expect(reads).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reads once after a burst of page changes has settled', async () => {
    const main = document.querySelector('main')!;
    for (let i = 0; i < 5; i += 1) main.append(Object.assign(document.createElement('p'), { textContent: `item ${i}` }));
    document.getElementById('text')!.setAttribute('class', 'big');
    await flush(PAGE_SETTLE_MS - 1);
    expect(reads).toBe(0);
    await flush(1);
    expect(reads).toBe(1);
    await flush(5_000);
    expect(reads).toBe(1);
  });

  it('ignores the widgets\' own changes (a countdown label)', async () => {
    for (let s = 9; s >= 0; s -= 1) {
      document.getElementById('label')!.textContent = `00:0${s}`;
      await flush(1_000);
    }
    expect(reads).toBe(0);
  });

  it('waits for the page to be still, and reads at least every PAGE_MAX_WAIT_MS while it keeps changing (a page starting up)', async () => {
    const text = document.getElementById('text')!;
    for (let i = 0; i < 50; i += 1) {
      text.textContent = `tick ${i}`;
      await flush(50);
    }
    // 2.5 s of a change every 50 ms: never still for 150 ms, so one read per second.
    expect(reads).toBe(Math.floor((50 * 50) / PAGE_MAX_WAIT_MS));
    await flush(PAGE_SETTLE_MS);
    expect(reads).toBe(Math.floor((50 * 50) / PAGE_MAX_WAIT_MS) + 1);
  });

  it('reads once when scrolling has stopped, and on a resize or a new route', async () => {
    for (let i = 0; i < 10; i += 1) {
      document.dispatchEvent(new Event('scroll'));
      await flush(50);
    }
    expect(reads).toBe(0);
    await flush(SCROLL_SETTLE_MS + PAGE_SETTLE_MS);
    expect(reads).toBe(1);
    window.dispatchEvent(new Event('resize'));
    await flush(PAGE_SETTLE_MS);
    expect(reads).toBe(2);
    window.dispatchEvent(new Event('hashchange'));
    await flush(PAGE_SETTLE_MS);
    expect(reads).toBe(3);
  });

  it('ignores a self-updating part (a carousel\'s dots and slides) but not the page around it', async () => {
    const carousel = Object.assign(document.createElement('section'), { innerHTML: '<span class="on"></span><span></span>' });
    carousel.setAttribute(SELF_UPDATING, '');
    document.querySelector('main')!.append(carousel);
    await flush(PAGE_SETTLE_MS);
    reads = 0;
    for (let i = 0; i < 5; i += 1) {
      carousel.children[i % 2]!.className = 'on';
      carousel.children[(i + 1) % 2]!.className = '';
      carousel.children[0]!.dispatchEvent(new Event('transitionend', { bubbles: true }));
      await flush(4_000);
    }
    expect(reads).toBe(0);
    document.getElementById('text')!.textContent = 'mudou';
    await flush(PAGE_SETTLE_MS);
    expect(reads).toBe(1);
  });

  it('stops reading once stopped', async () => {
    stop();
    document.getElementById('text')!.textContent = 'depois';
    window.dispatchEvent(new Event('resize'));
    await flush(1_000);
    expect(reads).toBe(0);
  });

  it('does not read again when only a sideways strip (a carousel) scrolled', async () => {
    const strip = document.createElement('div');
    Object.defineProperties(strip, { scrollHeight: { value: 180 }, clientHeight: { value: 180 } });
    document.querySelector('main')!.append(strip);
    await flush(PAGE_SETTLE_MS);
    reads = 0;
    strip.dispatchEvent(new Event('scroll'));
    await flush(SCROLL_SETTLE_MS + PAGE_SETTLE_MS);
    expect(reads).toBe(0);
  });
});

describe('isPageScroll', () => {
  const scrollOf = (target: EventTarget) => {
    const event = new Event('scroll');
    Object.defineProperty(event, 'target', { value: target });
    return event;
  };
  const box = (scrollHeight: number, clientHeight: number) => Object.defineProperties(document.createElement('div'), {
    scrollHeight: { value: scrollHeight }, clientHeight: { value: clientHeight },
  });

  it('is the document, or a container that scrolls up and down', () => {
    expect(isPageScroll(scrollOf(document))).toBe(true);
    expect(isPageScroll(scrollOf(box(2000, 600)))).toBe(true);
  });

  it('is not a strip that only slides sideways', () => {
    expect(isPageScroll(scrollOf(box(180, 180)))).toBe(false);
  });
});
