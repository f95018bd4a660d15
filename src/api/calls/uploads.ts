/** Uploads and feedback. */
import { NETWORK_TIMEOUT_MS } from '../../domain/constants.ts';
import type { FeedbackRequest } from '../../domain/contract/index.ts';
import { UPLOAD_FIELD } from '../../domain/contract/uploads.ts';
import type { CallOptions } from '../http.ts';
import { call } from '../call.ts';
import { unwrap } from '../unwrap.ts';

export interface UploadOptions extends CallOptions {
  /** 0..1 as the bytes leave the phone. */
  onProgress?: (fraction: number) => void;
}

/**
 * One image per call, so each picked photo gets its own progress and its own failure. The
 * multipart content type replaces the caller's JSON default (axios would otherwise turn the form
 * into JSON); the browser then adds the boundary itself. An upload gives up after the spec's
 * network time-out (§9: 60 s, the app's config for file transfers), not the calls' 120 s: a photo
 * stuck on a dead connection offers "tap to retry" (spec §8) a minute sooner.
 */
export function uploadImage(file: Blob, filename: string, opts: UploadOptions = {}) {
  const { onProgress, ...callOptions } = opts;
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, filename);
  return call('uploadImage', form, {
    loading: false, ...callOptions,
    timeout: NETWORK_TIMEOUT_MS,
    headers: { 'Content-Type': 'multipart/form-data' },
    ...(onProgress ? { onUploadProgress: (event) => onProgress(event.total ? event.loaded / event.total : 0) } : {}),
  });
}

/** uploadImage as the UI kit's picker (useImageUploads) takes it: the stored image, or a rejection. */
export async function uploadPickedImage(file: Blob, filename: string, opts: UploadOptions = {}) {
  return unwrap(await uploadImage(file, filename, opts)).items[0];
}

export function submitFeedback(body: FeedbackRequest, opts?: CallOptions) {
  return call('submitFeedback', body, opts);
}
