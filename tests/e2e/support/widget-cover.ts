/**
 * What the floating widgets hide of the page right now, as a member would see it: any
 * line of text, button or field under a widget's visible part (its bubble, tag and close button),
 * and any declared clear zone (`data-widget-clear`) under a widget that is out at its place (or,
 * tucked, under a zone that runs to the screen's edge, such as a nav bar). A widget resting tucked
 * half into its edge counts with its visible half only. Answers one line per
 * thing hidden, or `tucked` while the widgets are tucked for a scroll or for lack of touches (so a
 * check never passes merely because they slid away).
 */
import type { Page } from '@playwright/test';

export type WidgetLayer = 'stand-ins' | 'canvas';

export function hiddenByWidgets(page: Page, layer: WidgetLayer): Promise<string[]> {
  return page.evaluate((layer) => {
    type Box = { left: number; top: number; right: number; bottom: number };
    const W = window.innerWidth;
    const H = window.innerHeight;
    const box = (el: Element): Box | null => {
      const r = el.getBoundingClientRect();
      const b = { left: Math.max(r.left, 0), top: Math.max(r.top, 0), right: Math.min(r.right, W), bottom: Math.min(r.bottom, H) };
      return r.width > 0 && r.height > 0 && b.right > b.left && b.bottom > b.top ? b : null;
    };
    const shown = (el: Element) => {
      const s = getComputedStyle(el);
      return s.display !== 'none' && s.visibility !== 'hidden';
    };
    const widgets: { id: string; parts: Box[]; resting: boolean }[] = [];
    if (layer === 'stand-ins') {
      for (const el of document.querySelectorAll('.promo-standin')) {
        if (el.hasAttribute('data-tucked')) return ['tucked'];
        const parts = [...el.querySelectorAll('.promo-standin__open, .promo-standin__tag, .promo-standin__close')].filter(shown).map(box).filter((b): b is Box => b !== null);
        widgets.push({ id: el.querySelector('[data-widget-standin]')?.getAttribute('data-widget-standin') ?? '?', parts, resting: el.getAttribute('data-resting') === 'tucked' });
      }
    } else {
      for (const el of document.querySelectorAll('[data-widget-id]')) {
        const b = box(el);
        const id = el.getAttribute('data-widget-id')!;
        const resting = el.getAttribute('data-widget-resting') === 'tucked';
        // Out at its place, a widget's inner side stands 8 px from the edge; further in the edge, it is tucked.
        if (!resting && b && (b.right - b.left) < el.getBoundingClientRect().width - 1) return ['tucked'];
        const parts = [el, ...(el.parentElement?.querySelectorAll('[data-widget-close]') ?? [])].filter(shown).map(box).filter((p): p is Box => p !== null);
        widgets.push({ id, parts, resting });
      }
    }
    const meet = (a: Box, b: Box) => a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
    const notPage = '.promo-standins, [data-widget-layer], [data-scene-slot="overlay"], [role="dialog"], dialog, [role="status"], [role="alert"]';
    const things: { what: string; at: Box; zone: boolean }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      if (!parent || !n.textContent?.trim() || parent.closest(notPage) || !shown(parent)) continue;
      const clipTo = parent.getBoundingClientRect();
      if (clipTo.width <= 1 || clipTo.height <= 1) continue;
      range.selectNodeContents(n);
      for (const r of range.getClientRects()) {
        const at = { left: Math.max(r.left, clipTo.left), top: Math.max(r.top, clipTo.top), right: Math.min(r.right, clipTo.right), bottom: Math.min(r.bottom, clipTo.bottom) };
        if (at.right > at.left && at.bottom > at.top) things.push({ what: `text “${n.textContent.trim().slice(0, 40)}”`, at, zone: false });
      }
    }
    for (const el of document.querySelectorAll('button, [role="button"], .btn, input, select, textarea, [data-widget-clear]')) {
      if (el.closest(notPage) || !shown(el)) continue;
      const at = box(el);
      if (!at) continue;
      const zone = el.hasAttribute('data-widget-clear');
      const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? '';
      things.push({ what: `${zone ? 'clear zone' : el.tagName.toLowerCase()} “${name}”`, at, zone });
    }
    const hidden: string[] = [];
    for (const w of widgets) {
      for (const t of things) {
        // Resting tucked, a widget may lie on the blank edge of a zone that stops short of the screen's edge.
        if (t.zone && w.resting && t.at.right < W - 1 && t.at.left > 1) continue;
        if (w.parts.some((p) => meet(p, t.at))) hidden.push(`${w.id}${w.resting ? ' (tucked)' : ''} hides ${t.what}`);
      }
    }
    return hidden;
  }, layer);
}
