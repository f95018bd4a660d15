import { describe, expect, it } from 'vitest';
import { chooseLocale } from '../../src/lib/locale-choice.ts';

const pt = { code: 'pt', is_default: true };
const ptBR = { code: 'pt-BR', is_default: false };
const en = { code: 'en', is_default: false };

describe('chooseLocale (UNI_LOCALE, spec §3)', () => {
  it('keeps the stored language while the server still offers it', () => {
    expect(chooseLocale([pt, ptBR, en], 'pt-BR')).toBe('pt-BR');
  });

  it('takes the server’s default Portuguese, else its first Portuguese, for a stored language it no longer offers or none', () => {
    expect(chooseLocale([en, ptBR, pt], 'pt-PT')).toBe('pt');
    expect(chooseLocale([en, ptBR], null)).toBe('pt-BR');
  });

  it('never picks a language the app cannot speak, even the server’s default: pt then', () => {
    expect(chooseLocale([{ code: 'en', is_default: true }], 'en')).toBe('pt');
    expect(chooseLocale([], null)).toBe('pt');
  });
});
