/**
 * The upload storage a process uses, chosen from its environment: a bucket when S3_BUCKET is set
 * (every machine then sees every upload), otherwise the local disk under DATA_DIR/uploads.
 *
 * S3_BUCKET             the bucket (unset: local disk)
 * S3_REGION             default us-east-1
 * S3_ENDPOINT           a non-AWS store, e.g. http://minio:9000 (unset: AWS)
 * S3_FORCE_PATH_STYLE   1 for self-hosted stores that answer at ENDPOINT/BUCKET
 * S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY   both or neither (neither: the SDK's own chain, e.g. an instance role)
 * S3_PREFIX             prepended to every key, e.g. premia/uploads/ (unset: none)
 */
import { join } from 'node:path';
import { LocalDiskStorage } from './local-disk.ts';
import { S3Storage, type S3StorageOptions } from './s3.ts';
import type { UploadStorage } from './storage.ts';

const DEFAULT_REGION = 'us-east-1';

export function uploadStorageFromEnv(env: NodeJS.ProcessEnv, dataDir: string): UploadStorage {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return new LocalDiskStorage(join(dataDir, 'uploads'));
  return new S3Storage(s3OptionsFromEnv(env, bucket));
}

/** Throws at start-up on half a key pair: a server that cannot store uploads must not start. */
export function s3OptionsFromEnv(env: NodeJS.ProcessEnv, bucket: string): S3StorageOptions {
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY vão juntos: defina os dois ou nenhum');
  }
  const endpoint = env.S3_ENDPOINT?.trim();
  const prefix = env.S3_PREFIX?.trim();
  return {
    bucket,
    region: env.S3_REGION?.trim() || DEFAULT_REGION,
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    ...(prefix ? { prefix } : {}),
  };
}
