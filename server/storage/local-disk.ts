/** The default storage: files under `DATA_DIR/uploads`, written atomically (temp file, then rename). */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { STORAGE_NAME, type UploadStorage } from './storage.ts';

export class LocalDiskStorage implements UploadStorage {
  readonly dir: string;
  private ready: Promise<unknown> | null = null;

  constructor(dir: string) {
    this.dir = resolve(dir);
  }

  async put(name: string, bytes: Buffer): Promise<void> {
    const path = this.pathOf(name);
    this.ready ??= mkdir(this.dir, { recursive: true });
    await this.ready;
    const temp = `${path}.tmp`;
    await writeFile(temp, bytes);
    await rename(temp, path);
  }

  async get(name: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(name: string): Promise<void> {
    await rm(this.pathOf(name), { force: true });
  }

  /** Only storage names reach the disk: no path can leave the folder. */
  private pathOf(name: string): string {
    if (!STORAGE_NAME.test(name)) throw new Error(`bad storage name: ${name}`);
    return join(this.dir, name);
  }
}
