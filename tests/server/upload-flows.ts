/** Upload test helpers: multipart bodies by hand, images made with sharp, and the files on disk. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { API } from '../../src/domain/contract/paths.ts';
import type { UploadImageResponse } from '../../src/domain/contract/uploads.ts';
import type { ApiEnvelope } from '../../src/domain/contract/envelope.ts';
import { LocalDiskStorage } from '../../server/storage/local-disk.ts';
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
