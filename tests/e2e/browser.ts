/** Finds a Chromium for Playwright: CHROMIUM_PATH, then Debian's, then Playwright's own download. */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync',
];

/**
 * GPU compositing on SwiftShader, as a phone composites on its GPU, for the benchmarks. With
 * --disable-gpu the compositor is software and reads every WebGL frame back on the page's main
 * thread (GLES2::ReadPixels, 87% of the main thread in a trace of the wheel), which no phone does.
 */
export const GPU_COMPOSITING_ARGS = [
  ...CHROMIUM_ARGS.filter((a) => a !== '--disable-gpu'),
  '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist',
];

export const MISSING_BROWSER_MESSAGE = [
  'No Chromium found for the browser tests. Install one of:',
  '  Debian/Ubuntu:  sudo apt-get install -y chromium     (used from /usr/bin/chromium)',
  '  Any machine:    npx playwright install chromium',
  'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
].join('\n');

function playwrightOwnChromium(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

export function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', playwrightOwnChromium()];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}
