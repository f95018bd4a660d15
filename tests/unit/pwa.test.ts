/** The installable app: platform detection, the update's deferral rule, the precache list. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installOffer, isIosSafari, isStandalone } from '../../src/lib/platform.ts';
import { isBusy, markBusy, useBusyStore, whenIdle } from '../../src/stores/busy.ts';
import { firstScreenFiles } from '../../scripts/pwa-precache.ts';

const UA = {
  iphoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  iphoneInstagram: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 330.0.0.0',
  ipadDesktopMode: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  android: 'Mozilla/5.0 (Linux; Android 13; SM-A135M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
};

describe('platform detection', () => {
  it('knows iOS Safari, including an iPad that reports a Mac', () => {
    expect(isIosSafari(UA.iphoneSafari)).toBe(true);
    expect(isIosSafari(UA.ipadDesktopMode, 5)).toBe(true);
  });

  it('leaves out other iOS browsers, in-app browsers, a real Mac and Android', () => {
    expect(isIosSafari(UA.iphoneChrome)).toBe(false);
    expect(isIosSafari(UA.iphoneInstagram)).toBe(false);
    expect(isIosSafari(UA.ipadDesktopMode, 0)).toBe(false);
    expect(isIosSafari(UA.android)).toBe(false);
  });

  it('reads standalone from display-mode or from iOS navigator.standalone', () => {
    const win = (modes: string[], standalone?: boolean) => ({
      matchMedia: (q: string) => ({ matches: modes.some((m) => q.includes(m)) }) as MediaQueryList,
      navigator: { standalone } as unknown as Navigator,
    });
    expect(isStandalone(win(['standalone']))).toBe(true);
    expect(isStandalone(win([], true))).toBe(true);
    expect(isStandalone(win(['browser']))).toBe(false);
    expect(isStandalone(undefined)).toBe(false);
  });

  it('hides install when installed, prefers the prompt, else the iOS steps', () => {
    expect(installOffer({ standalone: true, hasPrompt: true, iosSafari: true })).toBe('installed');
    expect(installOffer({ standalone: false, hasPrompt: true, iosSafari: false })).toBe('prompt');
    expect(installOffer({ standalone: false, hasPrompt: false, iosSafari: true })).toBe('ios-steps');
    expect(installOffer({ standalone: false, hasPrompt: false, iosSafari: false })).toBe('none');
  });
});

describe('update deferral', () => {
  beforeEach(() => useBusyStore.setState({ running: { draw: 0, withdrawal: 0 } }));

  it('applies at once when nothing runs', () => {
    const apply = vi.fn();
    whenIdle(apply);
    expect(apply).toHaveBeenCalledOnce();
  });

  it('waits for a running draw to end', () => {
    const end = markBusy('draw');
    const apply = vi.fn();
    whenIdle(apply);
    expect(apply).not.toHaveBeenCalled();
    end();
    expect(apply).toHaveBeenCalledOnce();
  });

  it('waits until a draw and a withdrawal have both ended, and applies once', () => {
    const endDraw = markBusy('draw');
    const endWithdrawal = markBusy('withdrawal');
    const apply = vi.fn();
    whenIdle(apply);
    endDraw();
    expect(apply).not.toHaveBeenCalled();
    endWithdrawal();
    expect(apply).toHaveBeenCalledOnce();
    markBusy('draw')();
    expect(apply).toHaveBeenCalledOnce();
  });

  it('ending the same flow twice does not end another one', () => {
    const first = markBusy('draw');
    markBusy('draw');
    first();
    first();
    expect(isBusy()).toBe(true);
  });

  it('can be cancelled', () => {
    const end = markBusy('withdrawal');
    const apply = vi.fn();
    const cancel = whenIdle(apply);
    cancel();
    end();
    expect(apply).not.toHaveBeenCalled();
  });
});

describe('precache list', () => {
  const manifest = {
    'index.html': { file: 'assets/index-a.js', imports: ['_vendor.js'], css: ['assets/index-a.css'] },
    '_vendor.js': { file: 'assets/vendor-b.js' },
    'src/pages/index/index.tsx': { file: 'assets/home-c.js', imports: ['_vendor.js'], css: ['assets/home-c.css'] },
    'scenes/index.ts': { file: 'assets/scenes-d.js', imports: ['_pixi.js'] },
    '_pixi.js': { file: 'assets/pixi-e.js' },
    '_react-dom-f.js': { file: 'assets/react-dom-f.js', name: 'react-dom', imports: ['index.html'] },
  };

  it('holds the first screen and its CSS, react-dom imported at launch, never the scenes or Pixi', () => {
    const files = firstScreenFiles(manifest);
    expect([...files].sort()).toEqual(['assets/home-c.css', 'assets/home-c.js', 'assets/index-a.css', 'assets/index-a.js', 'assets/react-dom-f.js', 'assets/vendor-b.js']);
  });
});
