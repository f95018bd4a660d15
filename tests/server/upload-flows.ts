/** Upload test helpers: multipart bodies by hand, images made with sharp, and the stored files (disk or S3). */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { API } from '../../src/domain/contract/paths.ts';
import type { UploadImageResponse } from '../../src/domain/contract/uploads.ts';
import type { ApiEnvelope } from '../../src/domain/contract/envelope.ts';
import { LocalDiskStorage } from '../../server/storage/local-disk.ts';
import type { UploadStorage } from '../../server/storage/storage.ts';
import { localS3Storage, startLocalS3 } from './support/local-s3.ts';
import type { TestApp } from './helpers.ts';

export interface FilePart {
  filename: string;
  contentType: string;
  bytes: Buffer;
  field?: string;
}

export function multipartBody(parts: FilePart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----premia${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.contentType}\r\n\r\n`,
      ),
      part.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function upload(t: TestApp, token: string | null, parts: FilePart[]) {
  const body = multipartBody(parts);
  const headers: Record<string, string> = { ...body.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await t.app.inject({ method: 'POST', url: API.uploadImage.path, headers, payload: body.payload });
  return { status: response.statusCode, body: response.json() as ApiEnvelope<UploadImageResponse> };
}

export async function pngBytes(width = 40, height = 30, colour = { r: 200, g: 30, b: 60 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
}

export const png = async (name = 'foto.png', width?: number, height?: number): Promise<FilePart> => ({
  filename: name, contentType: 'image/png', bytes: await pngBytes(width, height),
});

/** A temporary upload folder per test file, read back to prove what was (not) stored. */
export function tempStorage() {
  const dir = mkdtempSync(join(tmpdir(), 'premia-uploads-'));
  const storage = new LocalDiskStorage(dir);
  return {
    storage,
    files: (): string[] => {
      try {
        return readdirSync(dir);
      } catch {
        return [];
      }
    },
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The two storages a server can run on: the upload tests run once on each. */
export const STORAGE_KINDS = ['disk', 's3'] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

export interface TestStorage {
  storage: UploadStorage;
  /** The stored file names (on S3: the bucket's keys). */
  files(): Promise<string[]>;
  dispose(): Promise<void>;
}

/** A new, empty storage of the kind: a temp folder, or a bucket on a local S3 server of its own. */
export async function openTestStorage(kind: StorageKind): Promise<TestStorage> {
  if (kind === 'disk') {
    const disk = tempStorage();
    return { storage: disk.storage, files: async () => disk.files(), dispose: async () => disk.dispose() };
  }
  const s3 = await startLocalS3();
  const bucket = await localS3Storage(s3);
  return {
    storage: bucket.storage,
    files: bucket.keys,
    dispose: async () => {
      bucket.storage.close();
      await s3.close();
    },
  };
}
