/**
 * `npm run bench:bundle`: builds the app and prints the JavaScript the first screen downloads
 * (the entry chunk and its static imports, gzip) against the 100 kB goal, then the lazy chunks,
 * and, built in the same run, the bare stack (tests/bench/bare-stack/) the app stands on.
 */
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REACT_DOM_CHUNK } from '../../scripts/pwa-precache.ts';

interface ManifestChunk { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; name?: string }

execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, ManifestChunk>;
const gzipKb = (file: string) => gzipSync(readFileSync(`dist/${file}`)).length / 1024;

/** A chunk and everything it imports statically. */
function closure(keys: string[], into = new Set<string>()): Set<string> {
  const visit = (key: string) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    manifest[key].imports?.forEach(visit);
  };
  keys.forEach(visit);
  return into;
}

function print(title: string, keys: Set<string>): number {
  const rows = [...keys].map((key) => ({ chunk: manifest[key]!.file, gzipKb: gzipKb(manifest[key]!.file) }));
  const total = rows.reduce((sum, r) => sum + r.gzipKb, 0);
  console.log(`\n${title}`);
  rows.forEach((r) => console.log(`  ${r.chunk.padEnd(44)} ${r.gzipKb.toFixed(1).padStart(7)} kB`));
  console.log(`  ${'total'.padEnd(44)} ${total.toFixed(1).padStart(7)} kB`);
  return total;
}

// First paint: the entry, react-dom (which the entry imports at once), the home page (route `/`) and what they import statically.
const initial = closure(['index.html', 'src/pages/index/index.tsx', ...Object.keys(manifest).filter((key) => manifest[key]!.name === REACT_DOM_CHUNK)]);
const firstPaint = print('First screen, JavaScript needed to paint it (gzip, goal at most 100 kB):', initial);
// Right after paint, start-up and the home page load the HTTP client.
const HOME = 'src/pages/index/index.tsx';
const isStartupLoad = (k: string) => /^_?(api|site)/.test(k) || k.startsWith('src/api/') || k === 'src/app/startup.ts';
const startupLoads = (manifest['index.html']?.dynamicImports ?? []).filter(isStartupLoad);
// Start-up's own module loads after the first screen's and loads the HTTP client in turn.
startupLoads.push(...(manifest['src/app/startup.ts']?.dynamicImports ?? []).filter(isStartupLoad));
const deferred = closure([...startupLoads, ...(manifest[HOME]?.dynamicImports ?? [])], new Set());
initial.forEach((k) => deferred.delete(k));
const afterPaint = print('Loaded right after first paint by start-up (gzip):', deferred);
console.log(`\nFirst screen in all: ${(firstPaint + afterPaint).toFixed(1)} kB gzip`);
const rows = [...initial].map((key) => ({ chunk: manifest[key]!.file }));

const lazy = Object.entries(manifest).filter(([key, c]) => !initial.has(key) && !deferred.has(key) && c.file.endsWith('.js'))
  .map(([, c]) => ({ chunk: c.file, gzipKb: gzipKb(c.file) })).sort((a, b) => b.gzipKb - a.gzipKb).slice(0, 8);
console.log('\nLargest lazy chunks (gzip):');
lazy.forEach((r) => console.log(`  ${r.chunk.padEnd(44)} ${r.gzipKb.toFixed(1).padStart(7)} kB`));
// The game pages' scenes: the page evaluates only the worker's host; Pixi and the scenes are the
// worker's own bundle (not in the manifest), evaluated on the worker's thread.
const workerFile = readdirSync('dist/assets').find((f) => /^page-worker-[\w-]+\.js$/.test(f));
const hostKeys = [...closure(['scenes/worker/page-host.ts'])].filter((key) => !initial.has(key) && !deferred.has(key));
const hostKb = hostKeys.reduce((sum, key) => sum + gzipKb(manifest[key]!.file), 0);
console.log(`\nGame pages' scenes: on the page's thread ${hostKb.toFixed(1)} kB gzip (scenes/worker/page-host.ts and its imports past the first screen: ${hostKeys.map((key) => manifest[key]!.file.replace(/^assets\//, '')).join(', ')}), in the worker ${workerFile ? gzipKb(`assets/${workerFile}`).toFixed(1) : '?'} kB gzip (${workerFile ?? 'page-worker not built'})`);
const forbidden = rows.filter((r) => /pixi|gsap|scene/i.test(r.chunk));
if (forbidden.length > 0) console.log(`\nWARNING: scene code in the first screen: ${forbidden.map((r) => r.chunk).join(', ')}`);

// The baselines: the same stack with none of our code, built with the app's build settings; and
// React with react-router alone, the "bare stack" usually quoted at 80 kB, to show what i18next adds.
function bareStackKb(root: string): number {
  const out = join(tmpdir(), `premia-bare-stack-${process.pid}`);
  execSync(`npx vite build ${root} --config tests/bench/bare-stack/vite.config.ts --outDir ${out} --emptyOutDir --logLevel error`, { stdio: 'inherit' });
  return readdirSync(join(out, 'assets')).filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzipSync(readFileSync(join(out, 'assets', f))).length / 1024, 0);
}
const bareKb = bareStackKb('tests/bench/bare-stack');
const reactRouterKb = bareStackKb('tests/bench/bare-stack/react-router');
console.log(`\nBaseline, the bare stack (React 19, react-router HashRouter, i18next + react-i18next, zustand): ${bareKb.toFixed(1)} kB gzip`);
console.log(`  of which React 19 with react-router alone: ${reactRouterKb.toFixed(1)} kB; i18next, react-i18next and zustand: ${(bareKb - reactRouterKb).toFixed(1)} kB`);
// The first screen paints without i18next (src/lib/shell-strings.ts): what it adds is counted over React with the router.
console.log(`First screen over React with react-router: ${(firstPaint - reactRouterKb).toFixed(1)} kB (zustand and the app's own code; i18next loads with the pages); goal ${firstPaint <= 100 ? 'met' : 'missed'}: ${firstPaint.toFixed(1)} of 100 kB.`);
