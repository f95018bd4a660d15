import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reachesZod } from '../../scripts/reaches-package.ts';

/**
 * The pages with a form validated by the shared zod schemas. zod and the schemas are about 100 kB
 * of JavaScript and 100 ms of evaluation at a phone's 4× slowdown, so every other page must
 * reach neither: import a feature's forms from its `forms.ts`, values from a
 * `*-values.ts` of the contract, and types with `import type`. The forms of the pages opened first
 * (login, the wallet) draw without them: their rules come by a dynamic import when the page rests
 * or at the first submit (`useDeferredForm`).
 */
const FORM_PAGES = [
  'ForgetPassword/ForgetPassword.tsx', 'Perfection/Perfection.tsx', 'addAddress/addAddress.tsx',
  'forgetaccount/forgetaccount.tsx', 'personal/feedback.tsx', 'personal/setWithDrawalpass.tsx',
  'personal/setpassword.tsx', 'personal/setting.tsx', 'personal/updatewithdrawalpass.tsx',
];

const pagesDir = join(process.cwd(), 'src/pages');
const pages = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx$/.test(f)).map((f) => f.split('\\').join('/'));

describe('zod on the pages', () => {
  it('is reached by the form pages only', () => {
    const withZod = pages.filter((page) => reachesZod(join(pagesDir, page))).sort();
    expect(withZod).toEqual([...FORM_PAGES].sort());
  });

  it('lists pages that exist', () => {
    expect(pages.length).toBeGreaterThan(40);
    for (const page of FORM_PAGES) expect(pages, relative(process.cwd(), page)).toContain(page);
  });
});
