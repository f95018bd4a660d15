/**
 * navigatorContainerHeight (spec §3): the height a page has under the top bar, as the spec's app
 * kept it for its pages' scroll areas. Written at start-up and again whenever the window's height
 * changes (rotation, the keyboard, a browser bar folding); a 401/402 clears it with the session
 * (stores/session.ts) and the next change or start writes it again. Nothing in this app reads
 * it for layout (CSS does that), but a page or an operator's tracking script reading the spec's
 * value finds it there.
 */
import { useSessionStore } from '../stores/session.ts';

/** The top bar's height as the CSS draws it (`--navbar-height` and the safe area above it). */
function topBarHeight(doc: Document): number {
  const probe = doc.createElement('div');
  probe.style.cssText = 'position:fixed;top:0;left:0;width:0;visibility:hidden;pointer-events:none;height:calc(var(--navbar-height, 48px) + var(--safe-top, 0px))';
  doc.body.appendChild(probe);
  const height = probe.getBoundingClientRect().height;
  probe.remove();
  return height;
}

/** The usable height under the top bar, in whole CSS pixels. */
export function usableHeight(win: Window, barHeight = topBarHeight(win.document)): number {
  return Math.max(0, Math.round(win.innerHeight - barHeight));
}

/** Writes the height now and after every resize (one write a frame at most); answers a function that stops. */
export function trackContainerHeight(win: Window = window, measure: (win: Window) => number = usableHeight): () => void {
  let frame = 0;
  const write = () => {
    frame = 0;
    const height = measure(win);
    if (useSessionStore.getState().navigatorContainerHeight !== height) useSessionStore.getState().setContainerHeight(height);
  };
  const resized = () => {
    if (!frame) frame = win.requestAnimationFrame(write);
  };
  write();
  win.addEventListener('resize', resized);
  return () => {
    win.removeEventListener('resize', resized);
    if (frame) win.cancelAnimationFrame(frame);
  };
}
