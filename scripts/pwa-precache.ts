/**
 * Which built files the service worker precaches: the shell (index.html, offline.html,
 * the icons) and the first screen's hashed assets, i.e. the entry and the home page with their
 * static imports and CSS, read from Vite's build manifest. Lazy pages, scenes and Pixi stay out:
 * they load, and are kept by the browser's HTTP cache, when a member opens them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk { file: string; name?: string; imports?: string[]; css?: string[] }

export const FIRST_SCREEN_KEYS = ['index.html', 'src/pages/index/index.tsx'];
/** The chunk group (vite.config.ts) that main.tsx imports at every launch, to evaluate it in a task of its own. */
export const REACT_DOM_CHUNK = 'react-dom';
/** Public files kept whole (their names do not change: Workbox revisions them by content). */
export const SHELL_FILES = [/^index\.html$/, /^offline\.html$/, /^favicon\.svg$/, /^icons\/.+\.png$/];

/** The hashed files the first screen needs: the keys' chunks, what they import statically, their CSS. */
export function firstScreenFiles(manifest: Record<string, ManifestChunk>, keys = FIRST_SCREEN_KEYS): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    if (chunk.file.startsWith('assets/')) files.add(chunk.file);
    chunk.css?.forEach((file) => files.add(file));
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  Object.entries(manifest).filter(([, chunk]) => chunk.name === REACT_DOM_CHUNK).forEach(([key]) => visit(key));
  return files;
}

/** A Workbox manifestTransform: keeps the shell and the first screen's files of `distDir`. */
export function precacheFirstScreen(distDir: string) {
  return async <E extends { url: string }>(entries: E[]) => {
    const manifestPath = join(distDir, '.vite', 'manifest.json');
    const wanted = existsSync(manifestPath)
      ? firstScreenFiles(JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>)
      : new Set<string>();
    const manifest = entries.filter(({ url }) => SHELL_FILES.some((pattern) => pattern.test(url)) || wanted.has(url));
    return { manifest, warnings: wanted.size === 0 ? ['pwa: no Vite manifest, only the shell is precached'] : [] };
  };
}
