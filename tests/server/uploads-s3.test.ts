/**
 * The S3 storage itself, against a real S3-compatible server (s3rver): what the upload flows rely
 * on (round trip, missing objects), its failures, and how a process picks it from its environment.
 */
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { LocalDiskStorage } from '../../server/storage/local-disk.ts';
import { uploadStorageFromEnv } from '../../server/storage/from-env.ts';
import { S3Storage, type S3StorageOptions } from '../../server/storage/s3.ts';
import { randomName } from '../../server/storage/names.ts';
import { LOCAL_S3_CREDENTIALS, type LocalS3, startLocalS3 } from './support/local-s3.ts';
import { pngBytes } from './upload-flows.ts';

let s3: LocalS3;
let options: S3StorageOptions;
let storage: S3Storage;

beforeAll(async () => {
  s3 = await startLocalS3();
  options = await s3.newBucket();
  storage = new S3Storage(options);
});
afterAll(async () => {
  storage.close();
  await s3.close();
});

const newName = (suffix = '.png') => `${randomName()}${suffix}`;

async function contentTypeOf(bucket: string, key: string): Promise<string | undefined> {
  const client = new S3Client({ region: options.region, endpoint: s3.endpoint, forcePathStyle: true, credentials: LOCAL_S3_CREDENTIALS });
  try {
    return (await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))).ContentType;
  } finally {
    client.destroy();
  }
}

describe('S3Storage', () => {
  it('stores and reads back the bytes, with the content type of the name', async () => {
    const bytes = await pngBytes(30, 20);
    const name = newName('_t.png');
    await storage.put(name, bytes);
    expect((await storage.get(name))?.equals(bytes)).toBe(true);
    expect(await contentTypeOf(options.bucket, name)).toBe('image/png');
    const jpeg = newName('.jpg');
    await storage.put(jpeg, Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
    expect(await contentTypeOf(options.bucket, jpeg)).toBe('image/jpeg');
  });

  it('answers null for a missing object and removes a missing one without error', async () => {
    const name = newName();
    expect(await storage.get(name)).toBeNull();
    await expect(storage.remove(name)).resolves.toBeUndefined();
    await storage.put(name, Buffer.from('x'));
    await storage.remove(name);
    await storage.remove(name);
    expect(await storage.get(name)).toBeNull();
  });

  it('keeps its keys under the prefix, so buckets can be shared', async () => {
    const shared = await s3.newBucket();
    const prefixed = new S3Storage({ ...shared, prefix: 'premia/uploads' });
    const name = newName('.webp');
    await prefixed.put(name, Buffer.from('RIFF'));
    expect(await s3.keys(shared.bucket)).toEqual([`premia/uploads/${name}`]);
    expect(await contentTypeOf(shared.bucket, `premia/uploads/${name}`)).toBe('image/webp');
    expect((await prefixed.get(name))?.toString()).toBe('RIFF');
    prefixed.close();
  });

  it('refuses names that are not storage names before asking the store', async () => {
    await expect(storage.get('../../etc/passwd')).rejects.toThrow('bad storage name');
    await expect(storage.put('x.html', Buffer.from('<p>'))).rejects.toThrow('bad storage name');
  });

  // s3rver checks the key id but not V4 signatures, so the wrong pair is wrong in both halves.
  it('fails on a wrong key and secret with an error that names the store’s answer, not the secret', async () => {
    const secret = 'segredo-que-nao-pode-vazar-123';
    const wrong = new S3Storage({ ...options, credentials: { accessKeyId: 'CHAVE-ERRADA', secretAccessKey: secret } });
    const failures = await Promise.all([
      wrong.put(newName(), Buffer.from('x')).then(() => null, (error: unknown) => error as Error),
      wrong.get(newName()).then(() => null, (error: unknown) => error as Error),
    ]);
    wrong.close();
    for (const failure of failures) {
      expect(failure).toBeInstanceOf(Error);
      expect(failure!.message).toContain('InvalidAccessKeyId (HTTP 403)');
      // Everything a logger could print, hidden properties and the SDK's own error (the cause) included.
      const everything = inspect(failure, { depth: 8, showHidden: true });
      expect(everything).toContain('httpStatusCode: 403');
      expect(everything).not.toContain(secret);
    }
  });

  it('throws for a missing bucket instead of answering "no such file"', async () => {
    const lost = new S3Storage({ ...options, bucket: 'premia-nao-existe' });
    await expect(lost.get(newName())).rejects.toThrow('NoSuchBucket');
    await expect(lost.put(newName(), Buffer.from('x'))).rejects.toThrow('NoSuchBucket');
    lost.close();
  });
});

describe('uploadStorageFromEnv', () => {
  it('picks the local disk without S3_BUCKET and the bucket with it', async () => {
    expect(uploadStorageFromEnv({}, '/tmp/premia-dados')).toBeInstanceOf(LocalDiskStorage);
    expect(uploadStorageFromEnv({ S3_BUCKET: '  ' }, '/tmp/premia-dados')).toBeInstanceOf(LocalDiskStorage);
    const env = {
      S3_BUCKET: options.bucket, S3_ENDPOINT: s3.endpoint, S3_FORCE_PATH_STYLE: '1',
      S3_ACCESS_KEY_ID: LOCAL_S3_CREDENTIALS.accessKeyId, S3_SECRET_ACCESS_KEY: LOCAL_S3_CREDENTIALS.secretAccessKey,
    };
    const fromEnv = uploadStorageFromEnv(env, '/tmp/premia-dados');
    expect(fromEnv).toBeInstanceOf(S3Storage);
    const name = newName();
    await fromEnv.put(name, Buffer.from('do ambiente'));
    expect((await storage.get(name))?.toString()).toBe('do ambiente');
    (fromEnv as S3Storage).close();
  });

  it('refuses half a key pair at start-up', () => {
    expect(() => uploadStorageFromEnv({ S3_BUCKET: 'premia', S3_ACCESS_KEY_ID: 'chave' }, '/tmp/x')).toThrow('S3_SECRET_ACCESS_KEY');
    expect(() => uploadStorageFromEnv({ S3_BUCKET: 'premia', S3_SECRET_ACCESS_KEY: 'segredo' }, '/tmp/x')).toThrow('S3_ACCESS_KEY_ID');
  });
});
