/** Started by playwright.config.ts: the S3-compatible store for the upload journeys, with its bucket, until stopped. */
import { startLocalS3 } from '../../server/support/local-s3.ts';
import { E2E_S3 } from './s3-store.ts';

const store = await startLocalS3({ port: E2E_S3.storePort, directory: E2E_S3.storeDir });
await store.newBucket(E2E_S3.bucket);
console.log(`s3rver em ${store.endpoint}, bucket ${E2E_S3.bucket}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void store.close().finally(() => process.exit(0)));
