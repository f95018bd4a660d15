/**
 * The console's site files, judged by their bytes (file-type), never by their name or declared
 * type: the page icon, decoded and re-encoded by sharp as a square PNG (nothing hidden in the file
 * survives), and the click sound, kept as sent when it is a format every browser plays.
 */
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

/** Formats sharp decodes that make a sensible icon. */
const ICON_SOURCES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

/** file-type's extension → the stored file's (Ogg Opus plays from an .ogg). */
const SOUND_EXTENSIONS: Readonly<Record<string, string>> = { mp3: 'mp3', ogg: 'ogg', oga: 'ogg', opus: 'ogg', wav: 'wav', m4a: 'm4a', aac: 'aac' };

/** Decompression bombs: an icon has no business claiming millions of pixels. */
const MAX_ICON_INPUT_PIXELS = 16_000_000;

export type IconCheck = { ok: true; png: Buffer; width: number; height: number } | { ok: false; problem: 'notImage' | 'unreadable' };

export async function iconOf(bytes: Buffer, side: number): Promise<IconCheck> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ICON_SOURCES.has(type.mime)) return { ok: false, problem: 'notImage' };
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_ICON_INPUT_PIXELS, failOn: 'error' })
      .resize({ width: side, height: side, fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { ok: true, png: data, width: info.width, height: info.height };
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
}

/** The sound's stored extension and type, or null when the bytes are not a playable format. */
export async function soundOf(bytes: Buffer): Promise<{ extension: string; mime: string } | null> {
  const type = await fileTypeFromBuffer(bytes);
  const extension = type ? SOUND_EXTENSIONS[type.ext] : undefined;
  return type && extension ? { extension, mime: type.mime } : null;
}
