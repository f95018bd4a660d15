/**
 * The game pages' scenes are drawn by a worker so that the page's own thread never loads Pixi
 *: what each side may bring with it, following static imports.
 */
import { describe, expect, it } from 'vitest';
import { reachesPackage } from '../../../scripts/reaches-package.ts';

describe('the page-scene worker and its page side', () => {
  it('the page side brings neither Pixi nor GSAP to the page', () => {
    expect(reachesPackage('scenes/worker/page-host.ts', 'pixi.js')).toBe(false);
    expect(reachesPackage('scenes/worker/page-host.ts', 'gsap')).toBe(false);
  });

  it('the worker never loads Howler, which throws when it loads in a worker (no window)', () => {
    expect(reachesPackage('scenes/worker/page-worker.ts', 'howler')).toBe(false);
    // The check sees Howler where it is: the main thread's runtime plays the sounds with it.
    expect(reachesPackage('scenes/runtime/runtime.ts', 'howler')).toBe(true);
  });

  it('the worker draws with Pixi, the same scenes as the main thread', () => {
    expect(reachesPackage('scenes/worker/page-worker.ts', 'pixi.js')).toBe(true);
  });
});
