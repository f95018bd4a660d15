import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appendTrackingScripts, isValidJavaScript } from '../../src/lib/tracking-scripts.ts';

declare global {
  var __trackingRan: number | undefined;
}

beforeEach(() => {
  document.head.innerHTML = '';
  globalThis.__trackingRan = undefined;
});
afterEach(() => vi.restoreAllMocks());

describe('isValidJavaScript', () => {
  it.each([
    'var a = 1;',
    '(function(){ window.dataLayer = window.dataLayer || []; })();',
    'const f = async () => { await 1 }; class A { #x = 1 }',
    'a ?? b; a?.b; 10n ** 2n;',
    '',
  ])('accepts %j', async (source) => {
    expect(await isValidJavaScript(source)).toBe(true);
  });

  it.each([
    '<script>alert(1)</script>',
    'function (',
    'var = 3;',
    'import x from "y";', // a classic script, not a module
    '<!-- google tag -->\n<noscript><img src="x"></noscript>',
  ])('rejects %j', async (source) => {
    expect(await isValidJavaScript(source)).toBe(false);
  });

  it('never runs the source while checking it', async () => {
    expect(await isValidJavaScript('globalThis.__trackingRan = 1;')).toBe(true);
    expect(globalThis.__trackingRan).toBeUndefined();
  });
});

describe('appendTrackingScripts', () => {
  it('appends valid items to <head> with data-tracking and leaves invalid ones out, logging them', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const appended = await appendTrackingScripts([
      { id: 1, name: 'Pixel', content: 'window.__px = (window.__px || 0) + 1;' },
      { id: 2, name: 'Broken tag', content: '<script>oops(</script>' },
      { id: 3, name: 'Analytics', content: 'var ga = 1;' },
    ]);
    const scripts = [...document.head.querySelectorAll('script[data-tracking]')];
    expect(scripts.map((s) => s.getAttribute('data-tracking'))).toEqual(['1', '3']);
    expect(scripts[0]!.textContent).toBe('window.__px = (window.__px || 0) + 1;');
    expect(appended).toHaveLength(2);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]![0])).toContain('#2 (Broken tag)');
  });

  it('shows nothing to users for a malformed list', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await appendTrackingScripts(null as never);
    await appendTrackingScripts([{ id: 5, name: 'x', content: 42 as never }]);
    expect(document.head.children).toHaveLength(0);
    expect(document.body.textContent).toBe('');
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('checks on the page when the worker cannot start, so valid scripts are still appended', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let started = 0;
    vi.stubGlobal('Worker', class {
      onerror: ((event: Event) => void) | null = null;
      constructor() { started += 1; }
      postMessage() { setTimeout(() => this.onerror?.(new Event('error'))); }
      terminate() {}
    });
    try {
      await appendTrackingScripts([
        { id: 7, name: 'ok', content: 'var ok = 1;' },
        { id: 8, name: 'bad', content: 'var = ;' },
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(started).toBe(1);
    expect([...document.head.querySelectorAll('script[data-tracking]')].map((s) => s.getAttribute('data-tracking'))).toEqual(['7']);
    expect(error).toHaveBeenCalledTimes(1);
  });
});
