/**
 * `npm run bench:bundle`: builds the app and prints the JavaScript the first screen downloads
 * (the entry chunk and its static imports, gzip) against the 120 kB goal, then the lazy chunks.
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

interface ManifestChunk { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; name?: string }

execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, ManifestChunk>;
const gzipKb = (file: string) => gzipSync(readFileSync(`dist/${file}`)).length / 1024;

const initial = new Set<string>();
const visit = (key: string) => {
  if (initial.has(key)) return;
  initial.add(key);
  manifest[key]?.imports?.forEach(visit);
};
visit('index.html');

const rows = [...initial].map((key) => ({ chunk: manifest[key]!.file, gzipKb: gzipKb(manifest[key]!.file) }));
const total = rows.reduce((sum, r) => sum + r.gzipKb, 0);
console.log('\nFirst screen JavaScript (gzip):');
rows.forEach((r) => console.log(`  ${r.chunk.padEnd(44)} ${r.gzipKb.toFixed(1).padStart(7)} kB`));
console.log(`  ${'total'.padEnd(44)} ${total.toFixed(1).padStart(7)} kB   (goal: under 120 kB)`);

const lazy = Object.entries(manifest).filter(([key, c]) => !initial.has(key) && c.file.endsWith('.js'))
  .map(([, c]) => ({ chunk: c.file, gzipKb: gzipKb(c.file) })).sort((a, b) => b.gzipKb - a.gzipKb).slice(0, 8);
console.log('\nLargest lazy chunks (gzip):');
lazy.forEach((r) => console.log(`  ${r.chunk.padEnd(44)} ${r.gzipKb.toFixed(1).padStart(7)} kB`));
const forbidden = rows.filter((r) => /pixi|gsap|scene/i.test(r.chunk));
if (forbidden.length > 0) console.log(`\nWARNING: scene code in the first screen: ${forbidden.map((r) => r.chunk).join(', ')}`);
