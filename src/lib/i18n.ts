/**
 * i18next, Portuguese only (spec §1). Namespaces: `translation` (ours + the UI's strings),
 * `rules` and `server` (the shared messages of src/domain, so client and server say the same words).
 *
 * Start-up registers only what the first screen reads (`translation`: common + ui). The `rules` and
 * `server` namespaces come with i18n-shared-messages.ts, and each lazy feature adds its own strings
 * with addTranslations() in its setup.ts, so none of them weighs on the first screen's JavaScript.
 */
import i18next, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE } from '../domain/constants.ts';
import { common } from './locales/pt/common.ts';
import { ui } from './locales/pt/ui.ts';

type Tree = { readonly [key: string]: string | Tree };

/** Nested merge: `ui` may add keys inside a group of `common` (e.g. `common.*`) without dropping the others. */
export function mergeResources(base: Tree, extra: Tree): Tree {
  const out: Record<string, string | Tree> = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = out[key];
    out[key] = typeof value === 'object' && typeof current === 'object' ? mergeResources(current, value) : value;
  }
  return out;
}

export const translation = mergeResources(common, ui as Tree);

/** The global instance, so `useTranslation()` and any direct `i18next.t` agree. */
export const i18n = i18next;

void i18n.use(initReactI18next).init({
  lng: FALLBACK_LANGUAGE,
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [FALLBACK_LANGUAGE],
  defaultNS: 'translation',
  ns: ['translation', 'rules', 'server'],
  resources: {
    [FALLBACK_LANGUAGE]: { translation },
  },
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

export const t: TFunction = i18n.t.bind(i18n);

/**
 * Strings of a lazily loaded feature: the feature registers them when its chunk loads, so they
 * stay out of the first screen's JavaScript.
 */
export function addTranslations(tree: Tree): void {
  i18n.addResourceBundle(FALLBACK_LANGUAGE, 'translation', tree, true, true);
}

/** A whole namespace (e.g. `rules`), read as `t('rules:key')`; see i18n-shared-messages.ts. */
export function addNamespace(ns: string, tree: Tree): void {
  i18n.addResourceBundle(FALLBACK_LANGUAGE, ns, tree, true, true);
}
