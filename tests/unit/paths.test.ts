// @vitest-environment node
/** src/lib/paths.ts: the route paths of spec §2, written once, and the builders of those with a query. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as paths from '../../src/lib/paths.ts';
import { ROUTES, TABS, routeOfHash } from '../../src/app/route-table.ts';

describe('route paths', () => {
  it('the router declares every path constant once, and nothing else', () => {
    const constants = Object.entries(paths).filter(([name, value]) => name.endsWith('_PATH') && typeof value === 'string').map(([, value]) => value as string);
    const declared = [...TABS.flatMap((tab) => [tab.path, ...(tab.also ?? [])]), ...ROUTES.map((route) => route.path)];
    expect(new Set(declared).size).toBe(declared.length);
    expect([...declared].sort()).toEqual([...constants].sort());
  });

  it("puts each page's module at its route's path, which the build's route preloads rely on", () => {
    // scripts/first-screen-html.ts maps `src/pages/<x>.tsx` to `#/pages/<x>` (home: `/`).
    const table = readFileSync('src/app/route-table.ts', 'utf8');
    const entries = [...table.matchAll(/(?:path: |personal\()([A-Z_]+)[^\n]*import\('\.\.\/pages\/([^']+)\.tsx'\)/g)];
    expect(entries.length).toBe([...TABS, ...ROUTES].filter((route) => route.load).length);
    const constants = { ...paths, ME_TAB_PATH: paths.ME_PATH } as Record<string, unknown>;
    for (const [, name, module] of entries) {
      expect(constants[name!]).toBe(module === 'index/index' ? paths.HOME_PATH : `/pages/${module}`);
    }
  });

  it('finds the route a hash address opens, as the router matches it', () => {
    expect(routeOfHash('')?.path).toBe(paths.HOME_PATH);
    expect(routeOfHash('#/')?.path).toBe(paths.HOME_PATH);
    expect(routeOfHash('#/pages/index/index')?.path).toBe(paths.HOME_PATH);
    expect(routeOfHash('#/pages/login/login?mode=register')?.path).toBe(paths.LOGIN_PATH);
    expect(routeOfHash('#/PAGES/LOGIN/LOGIN/')?.path).toBe(paths.LOGIN_PATH);
    expect(routeOfHash(`#${paths.newsDetail(7)}`)?.path).toBe(paths.NEWS_DETAIL_PATH);
    expect(routeOfHash('#/pages/nada/nada')).toBeUndefined();
  });

  it('builds paths with their query values encoded', () => {
    expect(paths.newsDetail(7)).toBe('/pages/newscategory/newsDetail?id=7');
    expect(paths.bannerDetail('a b')).toBe('/pages/banner/bannerDetail?id=a%20b');
    expect(paths.sponsorInfo(3, 12)).toBe('/pages/sponsorInfo/sponsorInfo?id=3&game=12');
    expect(paths.sponsorInfo(3)).toBe('/pages/sponsorInfo/sponsorInfo?id=3');
    expect(paths.taskSubmission(5)).toBe('/pages/SubmitDetails/SubmitDetails?id=5');
    expect(paths.shareSubmit(2)).toBe('/pages/shareing/shareing?id=2');
    expect(paths.withdrawalDetail(9)).toBe('/pages/personal/withdrawDetails?id=9');
    expect(paths.forgotPassword('ana+1@x.com', 'email')).toBe('/pages/ForgetPassword/ForgetPassword?account=ana%2B1%40x.com&method=email');
    expect(paths.forgotMethod('joão & cia')).toBe('/pages/forgetcode/forgetcode?account=jo%C3%A3o%20%26%20cia');
  });

  it('carries a return path as one encoded value that reads back unchanged', () => {
    const back = '/pages/lotterydetail/lotterydetail?id=4&from=x y';
    const url = paths.completeProfile(back);
    expect(url).toBe(`/pages/Perfection/Perfection?redirect=${encodeURIComponent(back)}`);
    expect(new URLSearchParams(url.slice(url.indexOf('?'))).get('redirect')).toBe(back);
    expect(paths.addAddress(back)).toBe(`/pages/addAddress/addAddress?redirect=${encodeURIComponent(back)}`);
    expect(paths.login({ redirect: paths.TASK_CENTER_PATH })).toBe('/pages/login/login?redirect=%2Fpages%2FQuest%2FQuest');
    expect(paths.login({ mode: 'register' })).toBe('/pages/login/login?mode=register');
  });

  it('leaves out missing values', () => {
    expect(paths.login()).toBe(paths.LOGIN_PATH);
    expect(paths.completeProfile()).toBe(paths.COMPLETE_PROFILE_PATH);
    expect(paths.withQuery('/x', { a: null, b: undefined, c: 0 })).toBe('/x?c=0');
  });

  it('imports nothing, so every layer may import it', () => {
    expect(readFileSync('src/lib/paths.ts', 'utf8')).not.toMatch(/^\s*(import|export \* from|export \{[^}]*\} from)\b/m);
  });
});

/** Source files of src/, server/ and scenes/ (migrations aside). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) return name === 'node_modules' || file === join('server', 'db', 'migrations') ? [] : sources(file);
    return /\.(ts|tsx|js|mjs)$/.test(name) ? [file] : [];
  });
}

describe('no route literal outside src/lib/paths.ts', () => {
  // A route as a string: '/pages/x/y', '#/pages/x/y', '/#/pages/x/y', 'Como /pages/x/y'; not a module path ('../pages/x/y.tsx').
  const ROUTE = /(?<![.\w])\/pages\/\w+\/\w+/;
  const COMMENT = /^\s*(\/\/|\/\*|\*)/;

  it('src/, server/ and scenes/ take their route paths from src/lib/paths.ts', () => {
    const found = ['src', 'server', 'scenes'].flatMap(sources)
      .filter((file) => file !== join('src', 'lib', 'paths.ts'))
      .flatMap((file) => readFileSync(file, 'utf8').split('\n')
        .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
        .filter(({ line }) => !COMMENT.test(line) && ROUTE.test(line.replace(/import\(['"][^'"]*['"]\)/g, '')))
        .map(({ at, line }) => `${at}: ${line.trim()}`));
    expect(found).toEqual([]);
  });
});
