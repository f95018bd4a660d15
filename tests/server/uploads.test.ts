import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { API } from '../../src/domain/contract/paths.ts';
import { UPLOAD_MAX_FILE_BYTES } from '../../src/domain/constants.ts';
import { SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import { uploads } from '../../server/db/schema.ts';
import { removeUnreferencedUploads } from '../../server/services/uploads.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { newPlayer, type Player } from './reward-flows.ts';
import { openTestStorage, png, pngBytes, STORAGE_KINDS, type TestStorage, upload } from './upload-flows.ts';

const DAILY_UPLOADS = 12;

// Every upload behaviour holds on the local disk and on an S3-compatible bucket alike.
describe.each(STORAGE_KINDS)('uploads on %s', (kind) => {
  let t: TestApp;
  let store: TestStorage;
  let member: Player;

  beforeAll(async () => {
    store = await openTestStorage(kind);
    t = await createTestApp({ storage: store.storage, dailyLimits: { uploads: DAILY_UPLOADS } });
    member = await newPlayer(t);
  });
  afterAll(async () => {
    await t.close();
    await store.dispose();
  });

  async function rowsOf(ownerId: number) {
    return t.db.select().from(uploads).where(eq(uploads.ownerId, ownerId));
  }

  /** Refused requests must leave nothing: no row for the member and no new file. */
  async function expectNothingStored(player: Player, filesBefore: number) {
    expect(await rowsOf(player.id)).toHaveLength(0);
    expect(await store.files()).toHaveLength(filesBefore);
  }

  describe('POST /api/upload/image', () => {
    it('sniffs the type from the bytes: a PNG named .jpg and declared JPEG is stored as PNG', async () => {
      const p = await newPlayer(t);
      const bytes = await pngBytes(64, 48);
      const result = await upload(t, p.token, [{ filename: 'foto.jpg', contentType: 'image/jpeg', bytes }]);
      expect(result.status).toBe(200);
      expect(result.body.code).toBe(0);
      const [item] = result.body.data.items;
      expect(item).toMatchObject({ width: 64, height: 48 });
      expect(item!.url).toMatch(/^\/api\/uploads\/[A-Za-z0-9_-]{22}\.png$/);
      expect(item!.thumb_url).toMatch(/_t\.png$/);
      const [row] = await rowsOf(p.id);
      expect(row).toMatchObject({ mime: 'image/png', width: 64, height: 48, referencedAt: null });
      const served = await t.app.inject({ method: 'GET', url: item!.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toContain('max-age=31536000');
      expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
    });

    it('refuses a script renamed .png with a Portuguese 400 and stores nothing', async () => {
      const p = await newPlayer(t);
      const before = (await store.files()).length;
      const script = Buffer.from('<script>alert(document.cookie)</script>\n');
      const result = await upload(t, p.token, [{ filename: 'foto.png', contentType: 'image/png', bytes: script }]);
      expect(result.status).toBe(400);
      expect(result.body.msg).toBe(S.uploadBadType);
      await expectNothingStored(p, before);
    });

    it('refuses bytes that start like a PNG but do not decode', async () => {
      const p = await newPlayer(t);
      const before = (await store.files()).length;
      const broken = Buffer.concat([(await pngBytes()).subarray(0, 40), Buffer.alloc(200, 7)]);
      const result = await upload(t, p.token, [{ filename: 'a.png', contentType: 'image/png', bytes: broken }]);
      expect(result.status).toBe(400);
      expect(result.body.msg).toBe(S.uploadUnreadable);
      await expectNothingStored(p, before);
    });

    it('refuses a file over 5 MB, and the whole request with it', async () => {
      const p = await newPlayer(t);
      const before = (await store.files()).length;
      const big = Buffer.concat([await pngBytes(), Buffer.alloc(UPLOAD_MAX_FILE_BYTES, 1)]);
      const result = await upload(t, p.token, [await png(), { filename: 'big.png', contentType: 'image/png', bytes: big }]);
      expect(result.status).toBe(400);
      expect(result.body.msg).toBe('Cada imagem pode ter no máximo 5 MB');
      await expectNothingStored(p, before);
    });

    it('takes a 4 MB photo (over the JSON body limit) and a WebP', async () => {
      const noise = Buffer.alloc(1200 * 1100 * 3);
      for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
      const big = await sharp(noise, { raw: { width: 1200, height: 1100, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
      expect(big.length).toBeGreaterThan(3.5 * 1024 * 1024);
      expect(big.length).toBeLessThan(UPLOAD_MAX_FILE_BYTES);
      const webp = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#3a6' } }).webp().toBuffer();
      const result = await upload(t, member.token, [
        { filename: 'grande.png', contentType: 'image/png', bytes: big },
        { filename: 'foto', contentType: 'application/octet-stream', bytes: webp },
      ]);
      expect(result.status).toBe(200);
      expect(result.body.data.items[1]!.url).toMatch(/\.webp$/);
      const served = await t.app.inject({ method: 'GET', url: result.body.data.items[1]!.url });
      expect(served.headers['content-type']).toBe('image/webp');
    });

    it('takes 9 files in one request and refuses 10', async () => {
      const p = await newPlayer(t);
      const nine = await Promise.all(Array.from({ length: 9 }, (_, i) => png(`f${i}.png`)));
      const ok = await upload(t, p.token, nine);
      expect(ok.status).toBe(200);
      expect(ok.body.data.items).toHaveLength(9);
      const q = await newPlayer(t);
      const before = (await store.files()).length;
      const refused = await upload(t, q.token, [...nine, await png('f9.png')]);
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe('Envie no máximo 9 imagens por vez');
      await expectNothingStored(q, before);
    });

    it('strips EXIF and GPS, rotates by the orientation, and keeps the longest side within 1600 px', async () => {
      const jpeg = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 10, g: 120, b: 200 } } })
        .jpeg()
        .withMetadata({
          orientation: 6,
          exif: { IFD0: { Make: 'Câmera Secreta', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '22/1 54/1 0/1' } },
        })
        .toBuffer();
      const original = await sharp(jpeg).metadata();
      expect(original.exif).toBeDefined();
      expect(original.exif!.toString('latin1')).toContain('Secreta');

      const result = await upload(t, member.token, [{ filename: 'IMG_0001.JPG', contentType: 'image/jpeg', bytes: jpeg }]);
      expect(result.status).toBe(200);
      const [item] = result.body.data.items;
      // Orientation 6 turns 2400 × 1200 into portrait; 1600 px is the longest side.
      expect(item).toMatchObject({ width: 800, height: 1600 });
      for (const url of [item!.url, item!.thumb_url]) {
        const served = await t.app.inject({ method: 'GET', url });
        expect(served.headers['content-type']).toBe('image/jpeg');
        const meta = await sharp(served.rawPayload).metadata();
        expect(meta.exif).toBeUndefined();
        expect(meta.orientation ?? 1).toBe(1);
        expect(served.rawPayload.toString('latin1')).not.toContain('Secreta');
      }
      const thumb = await sharp((await t.app.inject({ method: 'GET', url: item!.thumb_url })).rawPayload).metadata();
      expect(Math.max(thumb.width, thumb.height)).toBeLessThanOrEqual(320);
      expect(thumb).toMatchObject({ width: 160, height: 320 });
    });

    it('answers 401 to a visitor token and to no token, storing nothing', async () => {
      const before = (await store.files()).length;
      const visitor = await t.post(API.deviceToken.path, { device_id: 'fingerprint-uploader-1' });
      for (const token of [visitor.body.data.token as string, null]) {
        const result = await upload(t, token, [await png()]);
        expect(result.status).toBe(401);
        expect(result.body.msg).toBe(S.loginRequired);
      }
      expect(await store.files()).toHaveLength(before);
    });

    it('refuses a request that is not multipart or has no file', async () => {
      const notMultipart = await t.post(API.uploadImage.path, {}, { token: member.token });
      expect(notMultipart.status).toBe(400);
      expect(notMultipart.body.msg).toBe(S.uploadNotMultipart);
      const noFile = await upload(t, member.token, [{ filename: 'x.png', contentType: 'image/png', bytes: await pngBytes(), field: 'outro' }]);
      expect(noFile.status).toBe(400);
      expect(noFile.body.msg).toBe(S.uploadFileMissing);
    });

    it('serves unknown or malformed names as 404', async () => {
      for (const url of ['/api/uploads/AAAAAAAAAAAAAAAAAAAAAA.png', '/api/uploads/..%2F..%2Fetc%2Fpasswd', '/api/uploads/x.html']) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
    });

    it('limits uploads per member per day, counting the day from each upload', async () => {
      const p = await newPlayer(t);
      const nine = await Promise.all(Array.from({ length: 9 }, (_, i) => png(`d${i}.png`)));
      expect((await upload(t, p.token, nine)).status).toBe(200);
      const before = (await store.files()).length;
      const over = await upload(t, p.token, nine.slice(0, DAILY_UPLOADS - 9 + 1));
      expect(over.status).toBe(429);
      expect(over.body.msg).toBe(`Você atingiu o limite de ${DAILY_UPLOADS} imagens por dia. Tente novamente amanhã`);
      expect(await store.files()).toHaveLength(before);
      expect((await upload(t, p.token, nine.slice(0, DAILY_UPLOADS - 9))).status).toBe(200);
      t.clock.advance(24 * 60 * 60 + 1);
      expect((await upload(t, p.token, nine)).status).toBe(200);
    });
  });

  describe('unreferenced upload cleanup', () => {
    it('removes an upload nobody referenced after a day and keeps a referenced one', async () => {
      const p = await newPlayer(t);
      const result = await upload(t, p.token, [await png('a.png'), await png('b.png')]);
      const [kept, dropped] = result.body.data.items;
      const sent = await t.post(API.submitFeedback.path, { email: 'a@exemplo.com', content: 'Olá', images: [kept!.id] }, { token: p.token });
      expect(sent.status).toBe(200);
      const ctx = { db: t.db, storage: store.storage, now: t.clock.now };

      t.clock.advance(23 * 60 * 60);
      await removeUnreferencedUploads(ctx);
      expect(await rowsOf(p.id)).toHaveLength(2);

      t.clock.advance(60 * 60 + 1);
      expect(await removeUnreferencedUploads(ctx)).toBeGreaterThanOrEqual(1);
      expect((await rowsOf(p.id)).map((row) => row.id)).toEqual([kept!.id]);
      const fileOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
      const files = await store.files();
      expect(files).toContain(fileOf(kept!.url));
      expect(files).toContain(fileOf(kept!.thumb_url));
      expect(files).not.toContain(fileOf(dropped!.url));
      expect(files).not.toContain(fileOf(dropped!.thumb_url));
      expect((await t.app.inject({ method: 'GET', url: dropped!.url })).statusCode).toBe(404);
    });
  });
});
