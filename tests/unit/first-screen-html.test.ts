// @vitest-environment node
/** scripts/first-screen-html.ts: what the built index.html asks for before any script runs. */
import { describe, expect, it } from 'vitest';
import { addModulePreloads, inlineStylesheets } from '../../scripts/first-screen-html.ts';

type Bundle = Parameters<typeof inlineStylesheets>[1];

const asset = (fileName: string, source: string) => ({ type: 'asset', fileName, source });
const chunk = (fileName: string, moduleIds: string[], imports: string[] = []) => ({ type: 'chunk', fileName, moduleIds, imports });
const bundle = (...outputs: Array<{ fileName: string }>) => Object.fromEntries(outputs.map((o) => [o.fileName, o])) as unknown as Bundle;

const HTML = `<head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-2.css">
  </head>`;

describe('first-screen stylesheets', () => {
  it('writes the stylesheet into the page and keeps its link disabled, so neither the page nor a lazy chunk fetches it', () => {
    const html = inlineStylesheets(HTML, bundle(asset('assets/index-2.css', '.a{color:red}\n')), '/');
    expect(html).toContain('<style>.a{color:red}</style>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-2.css" disabled>');
    expect(html).not.toMatch(/index-2\.css">/);
  });

  it('leaves a stylesheet linked when its text could close the <style> element', () => {
    const html = inlineStylesheets(HTML, bundle(asset('assets/index-2.css', '.a{content:"</style>"}')), '/');
    expect(html).toBe(HTML);
  });
});

describe('modules preloaded by the page', () => {
  const built = bundle(
    chunk('assets/index-1.js', ['/app/src/main.tsx']),
    chunk('assets/http-3.js', ['/app/src/api/query.ts', '/app/src/api/http.ts'], ['assets/index-1.js', 'assets/values-4.js']),
    chunk('assets/values-4.js', ['/app/src/lib/values.ts']),
  );

  it('links the chunk holding the module and its static imports, once, and not the entry it runs already', () => {
    const html = addModulePreloads(HTML, built, '/', ['src/api/http.ts', 'src/api/query.ts']);
    expect(html.match(/rel="modulepreload"/g)).toHaveLength(2);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/http-3.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/values-4.js">');
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });

  it('fails the build when a named module is in no chunk', () => {
    expect(() => addModulePreloads(HTML, built, '/', ['src/api/gone.ts'])).toThrow(/src\/api\/gone\.ts/);
  });
});
