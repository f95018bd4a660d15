/**
 * Vite plugin: after the build is written, puts a brotli (`.br`) and a gzip (`.gz`) copy beside
 * every text file of the output, so the server sends them as they are (@fastify/static's
 * `preCompressed`) and never compresses a file per request. Written here with node:zlib rather than
 * taken from a plugin package: it is a few lines and has no Vite-version coupling.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Formats that compress; images other than SVG and sound are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|wasm)$/i;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 512;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map(async (entry) => {
    const path = join(dir, entry.name);
    // .vite holds the build manifest, which is never served.
    if (entry.isDirectory()) return entry.name === '.vite' ? [] : listFiles(path);
    return COMPRESSIBLE.test(entry.name) ? [path] : [];
  }));
  return nested.flat();
}

/** Writes `file.br` and `file.gz`; each only when it is smaller than the file itself. */
export async function compressFile(path: string): Promise<void> {
  const data = await readFile(path);
  if (data.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    // Built once, served many times: the slowest, smallest settings are worth it.
    brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
    gzipAsync(data, { level: 9 }),
  ]);
  if (br.length < data.length) await writeFile(`${path}.br`, br);
  if (gz.length < data.length) await writeFile(`${path}.gz`, gz);
}

export async function precompressDir(dir: string): Promise<number> {
  const exists = await stat(dir).then((s) => s.isDirectory(), () => false);
  if (!exists) return 0;
  const files = await listFiles(dir);
  await Promise.all(files.map(compressFile));
  return files.length;
}

export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'premia:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      // closeBundle also runs after a failed build; then there is nothing to compress.
      const count = await precompressDir(resolve(config.root, config.build.outDir));
      config.logger.info(`precompress: brotli and gzip copies of ${count} files`);
    },
  };
}
