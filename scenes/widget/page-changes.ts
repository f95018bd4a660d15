/**
 * When the page under the widgets may have moved, so they read its zones and content again
 * (clear-zones.ts) only then: a resting page costs nothing. Reading it every 500 ms instead walked
 * the page twice a second (about 19 ms a second on home at a phone's 6× slowdown).
 */
import { NOT_PAGE } from './clear-zones.ts';
import { SCROLL_SETTLE_MS } from './widget-logic.ts';

/** The page is read once it has not changed for this long: a React update often comes in several commits. */
export const PAGE_SETTLE_MS = 150;
/**
 * While the page keeps changing (a page starting up: its renders, images, fonts), it is read at
 * least this often. Reading at every pause instead added 200 ms of blocking time to home's start.
 */
export const PAGE_MAX_WAIT_MS = 1000;

/**
 * A part of the page that changes by itself without moving anything around it (a carousel's
 * slides and dots, every few seconds): its changes are not the page's.
 */
export const SELF_UPDATING = 'data-self-updating';
const NOT_PAGE_CHANGE = `${NOT_PAGE}, [${SELF_UPDATING}]`;

/** Changes inside the widgets (a countdown label, a tuck), above the page (a toast, a dialog) or in a self-updating part are not the page's. */
function isPageNode(node: Node | EventTarget | null): boolean {
  if (!(node instanceof Node)) return true;
  const element = node.nodeType === Node.ELEMENT_NODE ? (node as Element) : node.parentElement;
  return !element?.closest(NOT_PAGE_CHANGE);
}

/** Whether each element that scrolled scrolls up and down; read once, as reading it costs a layout. */
const scrollsUpAndDown = new WeakMap<Element, boolean>();

/**
 * A scroll of the page: the document or a container that scrolls up and down, not a carousel's
 * strip sliding sideways (home's banners every 4 s), which neither tucks the widgets nor moves
 * what lies near the screen's edges.
 */
export function isPageScroll(event: Event): boolean {
  const target = event.target;
  if (!(target instanceof Element) || target === target.ownerDocument.scrollingElement) return true;
  let verdict = scrollsUpAndDown.get(target);
  if (verdict === undefined) {
    verdict = target.scrollHeight > target.clientHeight;
    scrollsUpAndDown.set(target, verdict);
  }
  return verdict;
}

/**
 * Calls `onChange` after the page changed: its DOM (widgets' own changes and self-updating parts
 * aside), an image or transition that ended, the window's size, the route; and once scrolling has
 * stopped: once the page has been still for PAGE_SETTLE_MS, and at least every PAGE_MAX_WAIT_MS
 * while it keeps changing; never while nothing does. Returns the stop.
 */
export function watchPageChanges(doc: Document, onChange: () => void): () => void {
  const win = doc.defaultView;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let atLatest: ReturnType<typeof setTimeout> | undefined;
  let afterScroll: ReturnType<typeof setTimeout> | undefined;
  const read = () => {
    clearTimeout(quiet);
    clearTimeout(atLatest);
    quiet = undefined;
    atLatest = undefined;
    onChange();
  };
  const changed = () => {
    clearTimeout(quiet);
    quiet = setTimeout(read, PAGE_SETTLE_MS);
    atLatest ??= setTimeout(read, PAGE_MAX_WAIT_MS);
  };
  const pageEvent = (event: Event) => {
    if (isPageNode(event.target)) changed();
  };
  // Widgets do not move while the page scrolls (they tuck): once, when it has stopped.
  const scrolled = (event: Event) => {
    if (!isPageScroll(event)) return;
    clearTimeout(afterScroll);
    afterScroll = setTimeout(changed, SCROLL_SETTLE_MS);
  };
  const observer = new MutationObserver((records) => {
    if (records.some((record) => isPageNode(record.target))) changed();
  });
  observer.observe(doc.body, { childList: true, subtree: true, attributes: true, characterData: true });
  const docEvents = ['load', 'transitionend', 'animationend'] as const;
  docEvents.forEach((type) => doc.addEventListener(type, pageEvent, { capture: true, passive: true }));
  doc.addEventListener('scroll', scrolled, { capture: true, passive: true });
  win?.addEventListener('resize', changed);
  win?.addEventListener('hashchange', changed);
  return () => {
    observer.disconnect();
    docEvents.forEach((type) => doc.removeEventListener(type, pageEvent, { capture: true }));
    doc.removeEventListener('scroll', scrolled, { capture: true });
    win?.removeEventListener('resize', changed);
    win?.removeEventListener('hashchange', changed);
    clearTimeout(quiet);
    clearTimeout(atLatest);
    clearTimeout(afterScroll);
  };
}
