/**
 * The language kept in UNI_LOCALE (spec §3) and sent as Accept-Language (spec §7). The app
 * speaks Portuguese only, so the choice is among what the server offers (GET /api/languages)
 * in Portuguese: the stored one if still offered, else the server's default Portuguese, else its
 * first Portuguese, else plain 'pt' — never a language whose messages the app could not match.
 */
import { FALLBACK_LANGUAGE } from '../domain/constants.ts';

export interface OfferedLanguage {
  code: string;
  is_default: boolean;
}

const isPortuguese = (code: string) => code.toLowerCase() === FALLBACK_LANGUAGE || code.toLowerCase().startsWith(`${FALLBACK_LANGUAGE}-`);

export function chooseLocale(offered: readonly OfferedLanguage[], stored: string | null): string {
  const portuguese = offered.filter((l) => isPortuguese(l.code));
  if (stored && portuguese.some((l) => l.code === stored)) return stored;
  return (portuguese.find((l) => l.is_default) ?? portuguese[0])?.code ?? FALLBACK_LANGUAGE;
}
