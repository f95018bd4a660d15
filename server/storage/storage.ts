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

/** Storage names: 22 random base64url characters, `_t` for a thumbnail, and the type's extension. */
export const STORAGE_NAME = /^[A-Za-z0-9_-]{22}(?:_t)?\.(?:jpg|png|webp)$/;
