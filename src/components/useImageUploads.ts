import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadedImage } from '../domain/contract/uploads.ts';
import { prepareImage } from '../lib/compress-image.ts';

export interface PickedImage {
  key: number;
  /** Object URL of what is being sent, shown until the server's thumbnail exists. */
  preview: string;
  progress: number;
  status: 'uploading' | 'done' | 'failed';
  uploaded?: UploadedImage;
}

/**
 * The upload call (`uploadPickedImage` of src/api), handed in because the UI kit may not import the
 * API layer; every form with images (feedback, shares, tasks) passes the same one.
 */
export type ImageUploader = (
  file: Blob, filename: string, opts: { signal: AbortSignal; onProgress: (fraction: number) => void },
) => Promise<UploadedImage | undefined>;

interface Running {
  abort: AbortController;
  preview: string;
}

/**
 * Picked images upload at once, one call each, so the member sees each one's progress and the
 * form sends only ids. Removing an image cancels its upload; the server drops uploads nobody
 * references after a day.
 */
export function useImageUploads(max: number, uploadImage: ImageUploader) {
  const [items, setItems] = useState<PickedImage[]>([]);
  const running = useRef(new Map<number, Running>());
  const nextKey = useRef(1);

  const update = useCallback((key: number, change: Partial<PickedImage>) => {
    setItems((prev) => prev.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const start = useCallback(async (key: number, file: File) => {
    const entry = running.current.get(key);
    if (!entry) return;
    try {
      const prepared = await prepareImage(file);
      const uploaded = await uploadImage(prepared.blob, prepared.filename, {
        signal: entry.abort.signal, onProgress: (fraction) => update(key, { progress: fraction }),
      });
      update(key, uploaded ? { status: 'done', progress: 1, uploaded } : { status: 'failed' });
    } catch {
      if (!entry.abort.signal.aborted) update(key, { status: 'failed' });
    }
  }, [update, uploadImage]);

  /** Adds what fits under `max`; returns how many files were left out. */
  const add = useCallback((files: File[], current: number): number => {
    const accepted = files.slice(0, Math.max(0, max - current));
    const added = accepted.map((file) => {
      const key = nextKey.current++;
      const preview = URL.createObjectURL(file);
      running.current.set(key, { abort: new AbortController(), preview });
      return { key, file, item: { key, preview, progress: 0, status: 'uploading' as const } };
    });
    setItems((prev) => [...prev, ...added.map((entry) => entry.item)]);
    for (const entry of added) void start(entry.key, entry.file);
    return files.length - accepted.length;
  }, [max, start]);

  const remove = useCallback((key: number) => {
    const entry = running.current.get(key);
    entry?.abort.abort();
    if (entry) URL.revokeObjectURL(entry.preview);
    running.current.delete(key);
    setItems((prev) => prev.filter((item) => item.key !== key));
  }, []);

  useEffect(() => {
    const all = running.current;
    return () => {
      for (const entry of all.values()) {
        entry.abort.abort();
        URL.revokeObjectURL(entry.preview);
      }
      all.clear();
    };
  }, []);

  return { items, add, remove };
}
