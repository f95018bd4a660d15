/**
 * Tracking scripts of spec §1: each one goes into <head> only if its source parses as JavaScript.
 * Parsing (acorn, in a worker: syntax-check.worker.ts) never runs the code; invalid items are
 * logged, never shown.
 */
import type { TrackingScriptItem } from '../domain/contract/index.ts';
import type { SyntaxCheckAnswer, SyntaxCheckRequest } from './syntax-check.ts';

async function checkOnMainThread(sources: string[]): Promise<boolean[]> {
  const { parsesAsScript } = await import('./syntax-check.ts');
  return sources.map(parsesAsScript);
}

/** One verdict per source, in order; in a module worker when the browser can start one. */
export function checkSyntax(sources: string[]): Promise<boolean[]> {
  if (sources.length === 0) return Promise.resolve([]);
  if (typeof Worker === 'undefined') return checkOnMainThread(sources);
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./syntax-check.worker.ts', import.meta.url), { type: 'module' });
    const finish = (verdicts: Promise<boolean[]> | boolean[]) => {
      worker.terminate();
      resolve(verdicts);
    };
    worker.onmessage = (event: MessageEvent<SyntaxCheckAnswer>) => finish(event.data.valid);
    // A worker that cannot start (an old browser, a blocked file) must not drop the scripts.
    worker.onerror = () => finish(checkOnMainThread(sources));
    const request: SyntaxCheckRequest = { sources };
    worker.postMessage(request);
  });
}

export async function isValidJavaScript(source: string): Promise<boolean> {
  if (typeof source !== 'string') return false;
  const [valid] = await checkSyntax([source]);
  return valid === true;
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
  // Every source in one request to the worker; items without text content are invalid at once.
  const checkable = items.flatMap((item, index) => (item && typeof item.content === 'string' ? [{ index, source: item.content }] : []));
  const verdicts = await checkSyntax(checkable.map((c) => c.source));
  const valid = new Set(checkable.filter((_, i) => verdicts[i] === true).map((c) => c.index));
  for (const [index, item] of items.entries()) {
    try {
      if (!valid.has(index)) {
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
