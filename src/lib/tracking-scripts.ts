/**
 * Tracking scripts of spec §1: each one goes into <head> only if its source parses as JavaScript.
 * Parsing (acorn, loaded lazily) never runs the code; invalid items are logged, never shown.
 */
import type { TrackingScriptItem } from '../domain/contract/index.ts';

export async function isValidJavaScript(source: string): Promise<boolean> {
  if (typeof source !== 'string') return false;
  const { parse } = await import('acorn');
  try {
    parse(source, { ecmaVersion: 'latest', sourceType: 'script' });
    return true;
  } catch {
    return false;
  }
}

function label(item: Partial<TrackingScriptItem>): string {
  return `#${item.id ?? '?'}${item.name ? ` (${item.name})` : ''}`;
}

/** Appends each valid item as `<script data-tracking="<id>">`; returns the elements appended. */
export async function appendTrackingScripts(items: readonly TrackingScriptItem[], doc: Document = document): Promise<HTMLScriptElement[]> {
  const appended: HTMLScriptElement[] = [];
  if (!Array.isArray(items)) {
    console.error('[tracking] expected a list of scripts, got', items);
    return appended;
  }
  for (const item of items) {
    try {
      if (!item || typeof item.content !== 'string' || !(await isValidJavaScript(item.content))) {
        console.error(`[tracking] script ${label(item ?? {})} is not valid JavaScript; not appended`);
        continue;
      }
      const script = doc.createElement('script');
      script.dataset.tracking = String(item.id);
      script.textContent = item.content;
      doc.head.appendChild(script);
      appended.push(script);
    } catch (error) {
      console.error(`[tracking] script ${label(item ?? {})} could not be appended`, error);
    }
  }
  return appended;
}
