import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHELL_STRINGS, portuguesePlural, shellT, type Tree } from '../../src/lib/shell-strings.ts';
import { t as i18nextT } from '../../src/lib/i18n.ts';
import { reachesPackage } from '../../scripts/reaches-package.ts';

function leaves(tree: Tree, prefix = ''): Array<[key: string, text: string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`));
}

const strings = leaves(SHELL_STRINGS);
const COUNTS = [0, 1, 1.5, 2, 7, 21, 1_000_000, 2_000_000, 1_000_000.5];

describe('the shell strings without i18next', () => {
  it('has the strings of the first screen', () => {
    expect(strings.length).toBeGreaterThan(50);
    expect(shellT('nav.back')).toBe('Voltar');
    expect(shellT('home.points', { points: '1.250' })).toBe('1.250 pontos');
    expect(shellT('badge.unread', { count: 1 })).toBe('1 mensagem não lida');
    expect(shellT('badge.unread', { count: 3 })).toBe('3 mensagens não lidas');
  });

  it('answers what i18next answers for every string, with and without its values', () => {
    const keys = new Set(strings.map(([key]) => key.replace(/_(one|many|other)$/, '')));
    let compared = 0;
    for (const key of keys) {
      const text = strings.find(([k]) => k === key || k.startsWith(`${key}_`))![1];
      const names = [...text.matchAll(/\{\{\s*([^{}\s]+)\s*\}\}/g)].map((m) => m[1]!);
      const values = Object.fromEntries(names.map((name) => [name, `<${name} & "x">`]));
      const variants: Array<Record<string, unknown> | undefined> = [undefined, values, ...COUNTS.map((count) => ({ ...values, count }))];
      for (const options of variants) {
        expect(shellT(key, options), `${key} ${JSON.stringify(options)}`).toBe(i18nextT(key, options as never));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('answers the key for a key it does not have, as i18next does', () => {
    expect(shellT('nav.nowhere')).toBe(i18nextT('nav.nowhere'));
    expect(shellT('nav')).toBe('nav');
  });

  it('chooses the plural as Intl.PluralRules does for Portuguese', () => {
    const rules = new Intl.PluralRules('pt');
    for (const n of [...COUNTS, 3, 10, 100, 999_999, 3_000_000, 1_000_001, -1, -2, 0.5, 2.5]) {
      expect(portuguesePlural(n), String(n)).toBe(rules.select(n));
    }
  });
});

describe('the first screen', () => {
  // The entry and home, the page the first screen shows: what they import statically loads before the first paint.
  const firstScreen = ['src/main.tsx', 'src/pages/index/index.tsx'].map((file) => join(process.cwd(), file));

  it.each(['i18next', 'react-i18next'])('does not load %s', (name) => {
    for (const file of firstScreen) expect(reachesPackage(file, name), file).toBe(false);
  });

  it('is followed through its imports (a page does load react-i18next)', () => {
    expect(reachesPackage(join(process.cwd(), 'src/pages/login/login.tsx'), 'react-i18next')).toBe(true);
    expect(reachesPackage(join(process.cwd(), 'src/main.tsx'), 'react-router')).toBe(true);
  });
});
