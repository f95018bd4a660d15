/** Image uploads: `POST /api/upload/image`, multipart field `file`, 1..9 files. */
import type { z } from 'zod';
import type { uploadedImage, uploadImageAnswer } from './answers/members.ts';

/** One stored image: `url` is the re-encoded image (longest side ≤ 1600 px), `thumb_url` ≤ 320 px. */
export type UploadedImage = z.output<typeof uploadedImage>;

export type UploadImageResponse = z.output<typeof uploadImageAnswer>;

/** The multipart field name the server reads files from. */
export const UPLOAD_FIELD = 'file';

/**
 * Where stored images are served (GET, not a call of the API table): public by random name,
 * because an <img> cannot send the bearer token. The `url` and `thumb_url` of an upload.
 */
export const UPLOAD_FILE_PATH = '/api/uploads/:name';
