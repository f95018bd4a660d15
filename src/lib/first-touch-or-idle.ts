/**
 * Runs `start` once: at the member's first touch, key or wheel, or when the page has rested
 * `idleMs` after its load event (then at the browser's next idle moment). Work that is an extra
 * on top of the page — the canvas of the promo widgets — waits for it, so it never competes with
 * the first screen for a slow phone's main thread. Answers a function that cancels.
 */
// No 'scroll': a carousel advancing by itself scrolls too; a member's scroll starts with one of these.
const TOUCH_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

export function onFirstTouchOrIdle(start: () => void, idleMs: number | null, win: Window = window): () => void {
  return whenDue(start, idleMs, true, win);
}

/**
 * Runs `start` once the page has rested `idleMs` after its load event (then at the browser's next
 * idle moment), touched or not: for work a touch should not start, as it would land on the
 * member's first keystrokes. Answers a function that cancels.
 */
export const onPageRest = (start: () => void, idleMs: number, win: Window = window): (() => void) => whenDue(start, idleMs, false, win);

function whenDue(start: () => void, idleMs: number | null, touches: boolean, win: Window): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const cancel = () => {
    TOUCH_EVENTS.forEach((type) => win.removeEventListener(type, fire, true));
    win.removeEventListener('load', afterLoad);
    if (timer !== undefined) clearTimeout(timer);
    if (idle !== undefined) win.cancelIdleCallback?.(idle);
  };
  function fire() {
    if (done) return;
    done = true;
    cancel();
    start();
  }
  function afterLoad() {
    timer = setTimeout(() => {
      if (typeof win.requestIdleCallback === 'function') idle = win.requestIdleCallback(fire, { timeout: 1000 });
      else fire();
    }, idleMs ?? 0);
  }
  if (touches) TOUCH_EVENTS.forEach((type) => win.addEventListener(type, fire, { capture: true, passive: true }));
  if (idleMs === null) return cancel;
  if (win.document.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
  return cancel;
}

/**
 * Runs `start` once, at the member's first touch, key or wheel only (`idleMs` null above): for
 * work whose stand-in is already on screen, where an idle timer would only cost start-up.
 */
export const onFirstTouch = (start: () => void, win: Window = window): (() => void) => onFirstTouchOrIdle(start, null, win);
