/**
 * i18next, Portuguese only (spec §1), and the app's only door to react-i18next: pages and features
 * import `useTranslation` from here, so i18next is set up before any of them renders (a lint rule
 * keeps it so). Namespaces: `translation` (the shell's strings: common + ui), `rules` and `server`
 * (the shared messages of src/domain, so client and server say the same words).
 *
 * The first screen does not load this module: the shell, the shared components and home read
 * their strings with `shellT` (shell-strings.ts), and i18next comes with the first chunk that
 * needs it: the opened page's, or on home the promo layer's after the first paint. The `rules` and
 * `server` namespaces come with i18n-shared-messages.ts, and each lazy feature adds its own strings
 * with addTranslations() in its setup.ts.
 */
import i18next, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE } from '../domain/constants.ts';
import { SHELL_STRINGS, type Tree } from './shell-strings.ts';

export { useTranslation } from 'react-i18next';

/** The global instance, so `useTranslation()` and any direct `i18next.t` agree. */
export const i18n = i18next;

void i18n.use(initReactI18next).init({
  lng: FALLBACK_LANGUAGE,
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [FALLBACK_LANGUAGE],
  defaultNS: 'translation',
  ns: ['translation', 'rules', 'server'],
  resources: {
    // A copy: i18next merges the features' strings into the tree it is given.
    [FALLBACK_LANGUAGE]: { translation: JSON.parse(JSON.stringify(SHELL_STRINGS)) as Tree },
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
