/**
 * What widgets keep clear of, read from the DOM: the zones a page declares (`data-widget-clear`:
 * its nav bar, the wheel, the gift box, the login form) and, for the default places, what the page
 * shows near the screen's edges (text, controls, fields, pictures), so no page has to list its
 * cards, titles and buttons one by one.
 */
import type { PageContent, Rect } from './widget-logic.ts';

const CLEAR_ZONE_SELECTOR = '[data-widget-clear]';

/** The declared zones on screen now, in whole CSS pixels. */
export function readClearZones(doc: Document, viewportHeight: number): Rect[] {
  const zones: Rect[] = [];
  for (const element of doc.querySelectorAll(CLEAR_ZONE_SELECTOR)) {
    const r = element.getBoundingClientRect();
    if (r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < viewportHeight) {
      zones.push(whole(r));
    }
  }
  return zones;
}

/** Not the page: the widgets themselves, the overlay canvas, dialogs and toasts that come and go above it. */
export const NOT_PAGE = '[data-widget-layer], [data-widget-standins], [data-scene-slot="overlay"], dialog, [role="dialog"], [role="alertdialog"], [role="status"], [role="alert"], script, style, template, noscript';
/** Controls (links, rows, cards that open something): a widget out at its default place covers no part of them. */
const CONTROL = 'a[href], summary, label, [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"]';
/**
 * Buttons and fields (`.btn` is the UI kit's button look, on links too): not even a tucked widget
 * covers an end of them.
 */
const SOLID = 'button, [role="button"], .btn, input, select, textarea, [contenteditable="true"]';
const PICTURE = 'img, svg, canvas, video, picture';
/** Pictures this small are icons (a chevron, an avatar): even a tucked widget keeps off them. */
const ICON_MAX_PX = 48;

/**
 * The page's text, controls and pictures within `strip` px of the left or right edge of a
 * `width`×`height` window (where a widget stands, its close button and tag included), in whole
 * CSS pixels. Subtrees off the strips or off screen are skipped, so a long page costs little.
 */
export function readPageContent(doc: Document, width: number, height: number, strip: number): PageContent {
  const blocks: Rect[] = [];
  const ink: Rect[] = [];
  const inStrips = (r: { left: number; right: number; top: number; bottom: number }) =>
    r.bottom > 0 && r.top < height && r.right > 0 && r.left < width && (r.left < strip || r.right > width - strip);
  const visible = (el: Element) => {
    const check = (el as Element & { checkVisibility?: (o: object) => boolean }).checkVisibility;
    return check ? check.call(el, { opacityProperty: true, visibilityProperty: true }) : true;
  };
  const body = doc.body;
  if (!body) return { blocks, ink };
  const walker = doc.createTreeWalker(body, 5 /* SHOW_ELEMENT | SHOW_TEXT */, {
    acceptNode(node) {
      if (node.nodeType === 3) return /\S/.test(node.nodeValue ?? '') ? 1 : 3;
      const el = node as Element;
      if (el.matches(NOT_PAGE)) return 2; // FILTER_REJECT: skips the subtree
      const r = el.getBoundingClientRect();
      // A box with a size that misses the strips holds nothing there (a box without one, such as
      // display: contents, may still hold something).
      if (r.width > 0 && r.height > 0 && !inStrips(r)) return 2;
      return 1;
    },
  });
  const range = doc.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === 3) {
      const parent = node.parentElement;
      if (!parent) continue;
      const box = parent.getBoundingClientRect();
      // Visually hidden text (a 1 px clipped box) is for screen readers only.
      if (box.width <= 1 || box.height <= 1) continue;
      range.selectNodeContents(node);
      let shown: boolean | null = null;
      for (const line of range.getClientRects()) {
        // An ellipsis or a scroller clips the text to its box.
        const r = clip(line, box);
        if (!r || !inStrips(r)) continue;
        shown ??= visible(parent);
        if (!shown) break;
        const rect = whole(r);
        blocks.push(rect);
        ink.push(rect);
      }
      continue;
    }
    const el = node as Element;
    const solid = el.matches(SOLID);
    const picture = !solid && el.matches(PICTURE);
    if (!solid && !picture && !el.matches(CONTROL)) continue;
    const r = el.getBoundingClientRect();
    if (r.width <= 1 || r.height <= 1 || !inStrips(r) || !visible(el)) continue;
    const rect = whole(r);
    blocks.push(rect);
    if (solid || (picture && r.width <= ICON_MAX_PX && r.height <= ICON_MAX_PX)) ink.push(rect);
  }
  range.detach();
  return { blocks, ink };
}

function clip(r: DOMRect, box: DOMRect): { left: number; right: number; top: number; bottom: number } | null {
  const left = Math.max(r.left, box.left);
  const right = Math.min(r.right, box.right);
  const top = Math.max(r.top, box.top);
  const bottom = Math.min(r.bottom, box.bottom);
  return right > left && bottom > top ? { left, right, top, bottom } : null;
}

function whole(r: { left: number; right: number; top: number; bottom: number }): Rect {
  const x = Math.floor(r.left);
  const y = Math.floor(r.top);
  return { x, y, width: Math.ceil(r.right) - x, height: Math.ceil(r.bottom) - y };
}

/** Equal for the same zones: a check that finds nothing new moves nothing. */
export const zonesKey = (zones: readonly Rect[]): string => zones.map((z) => `${z.x},${z.y},${z.width},${z.height}`).join(';');

/** Equal for the same zones and content. */
export const placeKey = (zones: readonly Rect[], content: PageContent): string => `${zonesKey(zones)}|${zonesKey(content.blocks)}|${zonesKey(content.ink)}`;
