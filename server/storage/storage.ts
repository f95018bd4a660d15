/**
 * Where uploaded files live, behind an interface so a bucket (S3, GCS) can replace the local
 * disk when the server runs on several machines. Names are made by the caller (random, safe).
 */
export interface UploadStorage {
  put(name: string, bytes: Buffer): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  get(name: string): Promise<Buffer | null>;
  /** Removing a missing file is not an error (cleanup may run twice). */
  remove(name: string): Promise<void>;
}

/** Storage names: 22 random base64url characters, `_t` for a thumbnail, and the type's extension (images; the click sound's audio). */
export const STORAGE_NAME = /^[A-Za-z0-9_-]{22}(?:_t)?\.(?:jpg|png|webp|mp3|ogg|wav|m4a|aac)$/;

/** The type a stored file is served (and kept in a bucket) with, by its extension. */
const STORED_MIME: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', mp3: 'audio/mpeg', ogg: 'audio/ogg', wav: 'audio/wav', m4a: 'audio/mp4', aac: 'audio/aac',
};
export const storedMimeOf = (name: string): string | undefined => STORED_MIME[name.slice(name.lastIndexOf('.') + 1)];
