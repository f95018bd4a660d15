/**
 * Uploads in an S3-compatible bucket, so every serving machine sees every file. The server still
 * serves them (same route, same headers as the local disk); the bucket stays private.
 *
 * Housekeeping removes an unreferenced upload's row, then its two objects through remove(). There
 * is no sweep of objects without a row: site images from the console have no row at all, so "no
 * row" does not mean "unused". The objects a process leaves when it dies between storing the files
 * and inserting the row, or when the store fails during the sweep, have names nobody knows (random,
 * never handed out) and only cost bytes.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { STORAGE_NAME, storedMimeOf, type UploadStorage } from './storage.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** A self-hosted or non-AWS store; absent for AWS itself. */
  endpoint?: string;
  /** Self-hosted stores usually answer at `endpoint/bucket`, not `bucket.endpoint`. */
  forcePathStyle?: boolean;
  /** Absent: the SDK's own chain (instance role, AWS_* variables, profile). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Prepended to every key, e.g. `uploads/`, to share a bucket. */
  prefix?: string;
}

/** A slow store must not hold a member's request (or a housekeeping run) for minutes. */
const CONNECT_TIMEOUT_MS = 3_000;
const REQUEST_TIMEOUT_MS = 15_000;

export class S3Storage implements UploadStorage {
  readonly bucket: string;
  private readonly prefix: string;
  private readonly client: S3Client;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.prefix = normalisePrefix(options.prefix);
    this.client = new S3Client(clientConfig(options));
  }

  async put(name: string, bytes: Buffer): Promise<void> {
    const command = new PutObjectCommand({ Bucket: this.bucket, Key: this.keyOf(name), Body: bytes, ContentType: storedMimeOf(name) });
    await this.send('put', name, () => this.client.send(command));
  }

  async get(name: string): Promise<Buffer | null> {
    const command = new GetObjectCommand({ Bucket: this.bucket, Key: this.keyOf(name) });
    return this.send('get', name, async () => {
      try {
        const answer = await this.client.send(command);
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    });
  }

  /** S3 answers 204 for a missing key; some compatible stores answer 404, which is as good. */
  async remove(name: string): Promise<void> {
    const command = new DeleteObjectCommand({ Bucket: this.bucket, Key: this.keyOf(name) });
    await this.send('remove', name, async () => {
      try {
        await this.client.send(command);
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    });
  }

  /** Lets a process that stops close its sockets at once. */
  close(): void {
    this.client.destroy();
  }

  private keyOf(name: string): string {
    if (!STORAGE_NAME.test(name)) throw new Error(`bad storage name: ${name}`);
    return this.prefix + name;
  }

  /** A failure names the operation, the key and the store's answer (the secret never travels: requests are only signed with it). */
  private async send<T>(operation: string, name: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw new Error(`S3 ${operation} de ${this.bucket}/${this.prefix}${name} falhou: ${describe(error)}`, { cause: error });
    }
  }
}

function clientConfig(options: S3StorageOptions): S3ClientConfig {
  return {
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // Checksums only where S3 requires them: many compatible stores refuse the newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
  };
}

function normalisePrefix(prefix: string | undefined): string {
  if (!prefix) return '';
  return prefix.endsWith('/') ? prefix : `${prefix}/`;
}

function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  // A missing bucket is a broken setting, not a missing file: it must show, not answer 404.
  if (error.name === 'NoSuchBucket') return false;
  return error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404;
}

function describe(error: unknown): string {
  if (error instanceof S3ServiceException) return `${error.name} (HTTP ${error.$metadata.httpStatusCode ?? '?'}): ${error.message}`;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}
