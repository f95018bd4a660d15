import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { trackContainerHeight, usableHeight } from '../../src/app/container-height.ts';
import { useSessionStore } from '../../src/stores/session.ts';

let stop: () => void = () => undefined;
beforeEach(() => localStorage.clear());
afterEach(() => stop());

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('navigatorContainerHeight (spec §3)', () => {
  it('is the window height under the top bar', () => {
    expect(usableHeight({ innerHeight: 740 } as Window, 48)).toBe(692);
    expect(usableHeight({ innerHeight: 40 } as Window, 48)).toBe(0);
  });

  it('is written at once, again after a resize, and again after a 401 cleared it', async () => {
    let height = 692;
    stop = trackContainerHeight(window, () => height);
    expect(localStorage.getItem('navigatorContainerHeight')).toBe('692');
    height = 600;
    window.dispatchEvent(new Event('resize'));
    window.dispatchEvent(new Event('resize'));
    await nextFrame();
    expect(localStorage.getItem('navigatorContainerHeight')).toBe('600');
    expect(useSessionStore.getState().navigatorContainerHeight).toBe(600);
    useSessionStore.getState().clearSession();
    expect(localStorage.getItem('navigatorContainerHeight')).toBeNull();
    window.dispatchEvent(new Event('resize'));
    await nextFrame();
    expect(localStorage.getItem('navigatorContainerHeight')).toBe('600');
  });

  it('stops writing once stopped', async () => {
    let height = 500;
    stop = trackContainerHeight(window, () => height);
    stop();
    height = 400;
    window.dispatchEvent(new Event('resize'));
    await nextFrame();
    expect(localStorage.getItem('navigatorContainerHeight')).toBe('500');
  });
});
