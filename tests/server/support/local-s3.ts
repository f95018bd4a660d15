/**
 * A real S3-compatible server for tests: s3rver on 127.0.0.1, a free port and a temp folder (or
 * the port and folder given, for the browser journeys' server). Buckets are made through the S3
 * protocol itself, like an operator would.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { S3Storage, type S3StorageOptions } from '../../../server/storage/s3.ts';

/** s3rver checks signatures against this fixed pair. */
export const LOCAL_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

// The AWS SDK's own switch (aws-sdk-js-v3 issue 7983) for its once-per-process notice that Node 20
// support ends in 2027: the notice is for whoever runs the server, not for every test file's output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export interface LocalS3 {
  endpoint: string;
  /** Options for a new bucket on this server; names are 3–63 characters, lower case. */
  newBucket(name?: string): Promise<S3StorageOptions>;
  /** Every key in a bucket, to prove what was (not) stored. */
  keys(bucket: string): Promise<string[]>;
  close(): Promise<void>;
}

export async function startLocalS3(where: { port?: number; directory?: string } = {}): Promise<LocalS3> {
  const directory = where.directory ?? mkdtempSync(join(tmpdir(), 'premia-s3-'));
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({ address: '127.0.0.1', port: where.port ?? 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const region = 'us-east-1';
  const admin = new S3Client({ region, endpoint, forcePathStyle: true, credentials: LOCAL_S3_CREDENTIALS });
  return {
    endpoint,
    async newBucket(name) {
      const bucket = name ?? `premia-test-${randomBytes(6).toString('hex')}`;
      await admin.send(new CreateBucketCommand({ Bucket: bucket }));
      return { bucket, region, endpoint, forcePathStyle: true, credentials: LOCAL_S3_CREDENTIALS };
    },
    async keys(bucket) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await admin.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        keys.push(...(page.Contents ?? []).flatMap((item) => (item.Key ? [item.Key] : [])));
        token = page.NextContinuationToken;
      } while (token);
      return keys;
    },
    async close() {
      admin.destroy();
      // Clients keep sockets alive; closing them lets the server stop at once.
      server.httpServer?.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** An S3Storage on a new bucket of a local server, and the bucket's keys. */
export async function localS3Storage(s3: LocalS3): Promise<{ storage: S3Storage; keys: () => Promise<string[]> }> {
  const options = await s3.newBucket();
  const storage = new S3Storage(options);
  return { storage, keys: () => s3.keys(options.bucket) };
}
