/**
 * The shell's strings (`common` + `ui`: tab bar, nav bar, home, lists, network and page-load
 * messages) and a translator for them that needs no i18next. The shell, the shared components
 * and home (the first screen) read them with `shellT`, so the first paint waits neither for
 * i18next and react-i18next (about 16 kB gzip) nor for their start (the goal: ≤ 100 kB of
 * JavaScript before the first paint). i18next serves the same tree as its `translation`
 * namespace (`i18n.ts`) to the pages and features, which load it with their chunks.
 *
 * `shellT` does what i18next does with these strings: nested keys, `{{name}}` interpolation
 * without escaping, and `count` plurals (`_one`, `_many`, `_other`) by Portuguese's rules; a
 * missing key answers the key. `tests/unit/shell-strings.test.ts` checks it against i18next on
 * every string of the tree.
 */
import { common } from './locales/pt/common.ts';
import { ui } from './locales/pt/ui.ts';

export type Tree = { readonly [key: string]: string | Tree };
export type TextOptions = Readonly<Record<string, unknown>>;

/** Nested merge: `ui` may add keys inside a group of `common` (e.g. `common.*`) without dropping the others. */
export function mergeResources(base: Tree, extra: Tree): Tree {
  const out: Record<string, string | Tree> = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = out[key];
    out[key] = typeof value === 'object' && typeof current === 'object' ? mergeResources(current, value) : value;
  }
  return out;
}

export const SHELL_STRINGS = mergeResources(common, ui as Tree);

/**
 * CLDR's plural category for Portuguese ('pt'), as `Intl.PluralRules('pt')` answers for plain
 * numbers; written out because the first `Intl` object loads the locale data (about 85 ms at 4×).
 */
export function portuguesePlural(n: number): 'one' | 'many' | 'other' {
  const i = Math.trunc(Math.abs(n));
  if (i <= 1) return 'one';
  return Number.isInteger(n) && i % 1_000_000 === 0 ? 'many' : 'other';
}

function lookup(key: string): string | undefined {
  let node: string | Tree | undefined = SHELL_STRINGS;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function interpolate(text: string, options: TextOptions): string {
  return text.replace(/\{\{\s*([^{}\s]+)\s*\}\}/g, (whole, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

/** The shell string at `key` (`'nav.back'`), with `options` put into its `{{…}}` and `count` choosing the plural. */
export function shellT(key: string, options?: TextOptions): string {
  const count = options?.count;
  const text = (typeof count === 'number' ? lookup(`${key}_${portuguesePlural(count)}`) : undefined) ?? lookup(key);
  if (text === undefined) return key;
  return options ? interpolate(text, options) : text;
}
