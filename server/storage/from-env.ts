/** The upload storage a process uses, chosen from its environment. */
import { join } from 'node:path';
import { LocalDiskStorage } from './local-disk.ts';
import type { UploadStorage } from './storage.ts';

export function uploadStorageFromEnv(_env: NodeJS.ProcessEnv, dataDir: string): UploadStorage {
  return new LocalDiskStorage(join(dataDir, 'uploads'));
}
