/**
 * Storing a member's images: sniff, re-encode, store the files, then record them.
 * A refused request leaves nothing behind: no file and no row.
 */
import { UPLOAD_MAX_FILES } from '../../src/domain/constants.ts';
import { UPLOAD_FILE_PATH, type UploadedImage, type UploadImageResponse } from '../../src/domain/contract/uploads.ts';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import { type AppContext, UNREFERENCED_UPLOAD_TTL_MS } from '../context.ts';
import { recordAlone } from './audit.ts';
import type { Actor } from './operators.ts';
import { Refusal, refused } from './refusal.ts';
import type { Member } from './member.ts';
import { fill } from '../messaging/templates.ts';
import * as repo from '../repositories/uploads.ts';
import { lockUser } from '../repositories/users.ts';
import { EXTENSION, type ProcessedImage, processImage, sniffImageType } from '../storage/images.ts';
import { randomName } from '../storage/names.ts';
import type { UploadStorage } from '../storage/storage.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const uploadUrl = (name: string) => UPLOAD_FILE_PATH.replace(':name', name);

export function toUploadedImage(row: repo.UploadRow): UploadedImage {
  return { id: row.id, url: uploadUrl(row.name), thumb_url: uploadUrl(row.thumbName), width: row.width, height: row.height };
}

export async function storeImages(ctx: AppContext, member: Member, files: Buffer[]): Promise<UploadImageResponse> {
  if (files.length === 0) throw refused(SERVER_MESSAGES.uploadFileMissing);
  if (files.length > UPLOAD_MAX_FILES) throw refused(fill(SERVER_MESSAGES.uploadTooManyFiles, { max: UPLOAD_MAX_FILES }));
  // An early look at the daily limit spares the decoding work; the locked count below decides.
  await assertUnderDailyLimit(ctx, member.user.id, files.length);
  const images = await processAll(files);
  const written = await writeFiles(ctx.storage, images);
  try {
    const rows = await ctx.db.transaction(async (tx) => {
      await lockUser(tx, member.user.id);
      await assertUnderDailyLimit(ctx, member.user.id, files.length, tx);
      const now = ctx.now();
      return repo.insertUploads(
        tx,
        written.map((file) => ({
          ownerId: member.user.id, name: file.name, thumbName: file.thumbName, mime: file.image.mime,
          size: file.image.image.length, width: file.image.width, height: file.image.height, createdAt: now,
        })),
      );
    });
    return { items: rows.map(toUploadedImage) };
  } catch (error) {
    await removeFiles(ctx.storage, written.flatMap((file) => [file.name, file.thumbName]));
    throw error;
  }
}

/**
 * A site image an operator sends from the console: re-encoded and stored like a member's, with no
 * owner row (site content is never cleaned up), then audited; a failed audit takes the files away
 * again, so there are both or neither.
 */
export async function storeSiteImages(ctx: AppContext, actor: Actor, files: Buffer[]): Promise<{ items: Array<Omit<UploadedImage, 'id'>> }> {
  if (files.length === 0) throw refused(SERVER_MESSAGES.uploadFileMissing);
  if (files.length > UPLOAD_MAX_FILES) throw refused(fill(SERVER_MESSAGES.uploadTooManyFiles, { max: UPLOAD_MAX_FILES }));
  const written = await writeFiles(ctx.storage, await processAll(files));
  const items = written.map((file) => ({ url: uploadUrl(file.name), thumb_url: uploadUrl(file.thumbName), width: file.image.width, height: file.image.height }));
  try {
    await recordAlone(ctx, actor, { action: 'content.upload', target: 'uploads', detail: { urls: items.map((item) => item.url) } });
  } catch (error) {
    await removeFiles(ctx.storage, written.flatMap((file) => [file.name, file.thumbName]));
    throw error;
  }
  return { items };
}

async function assertUnderDailyLimit(ctx: AppContext, userId: number, adding: number, db = ctx.db): Promise<void> {
  const max = ctx.dailyLimits.uploads;
  const used = await repo.countUploadsSince(db, userId, new Date(ctx.now().getTime() - DAY_MS));
  if (used + adding > max) throw new Refusal('tooMany', fill(SERVER_MESSAGES.uploadDailyLimit, { max }));
}

/** One image at a time: decoding is the costly part, and two cores serve everyone else too. */
async function processAll(files: Buffer[]): Promise<ProcessedImage[]> {
  const mimes = files.map(sniffImageType);
  if (mimes.some((mime) => mime === null)) throw refused(SERVER_MESSAGES.uploadBadType);
  const images: ProcessedImage[] = [];
  for (const [index, bytes] of files.entries()) {
    try {
      images.push(await processImage(bytes, mimes[index]!));
    } catch {
      throw refused(SERVER_MESSAGES.uploadUnreadable);
    }
  }
  return images;
}

interface WrittenImage {
  image: ProcessedImage;
  name: string;
  thumbName: string;
}

async function writeFiles(storage: UploadStorage, images: ProcessedImage[]): Promise<WrittenImage[]> {
  const written: WrittenImage[] = [];
  try {
    for (const image of images) {
      const base = randomName();
      const file = { image, name: `${base}.${EXTENSION[image.mime]}`, thumbName: `${base}_t.${EXTENSION[image.mime]}` };
      written.push(file);
      await storage.put(file.name, image.image);
      await storage.put(file.thumbName, image.thumb);
    }
    return written;
  } catch (error) {
    await removeFiles(storage, written.flatMap((file) => [file.name, file.thumbName]));
    throw error;
  }
}

async function removeFiles(storage: UploadStorage, names: string[]): Promise<void> {
  await Promise.all(names.map((name) => storage.remove(name).catch(() => undefined)));
}

const CLEANUP_BATCH = 500;

/**
 * Removes uploads nobody referenced within a day of their upload: rows first (a referencing call
 * racing with this one then simply finds no upload), then their files. Returns how many went.
 */
export async function removeUnreferencedUploads(ctx: Pick<AppContext, 'db' | 'storage' | 'now'>): Promise<number> {
  const before = new Date(ctx.now().getTime() - UNREFERENCED_UPLOAD_TTL_MS);
  let removed = 0;
  for (;;) {
    const rows = await repo.deleteUnreferencedBefore(ctx.db, before, CLEANUP_BATCH);
    await removeFiles(ctx.storage, rows.flatMap((row) => [row.name, row.thumbName]));
    removed += rows.length;
    if (rows.length < CLEANUP_BATCH) return removed;
  }
}
