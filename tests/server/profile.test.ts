import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_CODE } from '../../src/domain/contract/envelope.ts';
import { API } from '../../src/domain/contract/paths.ts';
import { RULE_MESSAGES as R, SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import { users } from '../../server/db/schema.ts';
import { removeUnreferencedUploads } from '../../server/services/uploads.ts';
import { Refusal } from '../../server/services/refusal.ts';
import { requireCompleteProfile } from '../../server/services/member.ts';
import { login, registerMember } from './flows.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { openTestStorage, png, STORAGE_KINDS, type TestStorage, upload } from './upload-flows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function isoYearsAgo(years: number, extraDays = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + extraDays);
  return date.toISOString().slice(0, 10);
}

describe('POST /api/auth/actionCompleteInfo', () => {
  it('stores name and birth date and marks the profile complete', async () => {
    const { token } = await registerMember(t);
    const result = await t.post(API.completeInfo.path, { real_name: 'João da Silva', birth_date: '1990-02-28' }, { token });
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ profile_complete: true, profile: { real_name: 'João da Silva', birth_date: '1990-02-28' } });
    expect((await t.post(API.userInfo.path, {}, { token })).body.data.profile_complete).toBe(true);
  });

  it('refuses someone under 18 (one day short) and accepts exactly 18, changing nothing when refused', async () => {
    const { token, userInfo } = await registerMember(t);
    const young = await t.post(API.completeInfo.path, { real_name: 'Ana Souza', birth_date: isoYearsAgo(18, 1) }, { token });
    expect(young).toMatchObject({ status: 400, body: { code: 400, msg: R.underAge, data: null } });
    const [row] = await t.db.select().from(users).where(eq(users.id, Number(userInfo.id)));
    expect([row?.realName, row?.birthDate]).toEqual([null, null]);
    const adult = await t.post(API.completeInfo.path, { real_name: 'Ana Souza', birth_date: isoYearsAgo(18) }, { token });
    expect(adult.status).toBe(200);
  });

  it('refuses a bad name, an impossible date and a future date', async () => {
    const { token } = await registerMember(t);
    expect((await t.post(API.completeInfo.path, { real_name: 'A', birth_date: '1990-01-01' }, { token })).body.msg).toBe(R.realNameFormat);
    expect((await t.post(API.completeInfo.path, { real_name: 'Ana', birth_date: '1990-02-30' }, { token })).body.msg).toBe(R.birthDateFormat);
    expect((await t.post(API.completeInfo.path, { real_name: 'Ana', birth_date: '2999-01-01' }, { token })).body.msg).toBe(R.birthDateFormat);
  });
});

describe('requireCompleteProfile', () => {
  it('refuses an incomplete profile with code 1001 and passes a complete one', async () => {
    const [demo] = await t.db.select().from(users).where(eq(users.username, 'demo2026'));
    expect(() => requireCompleteProfile(demo!)).not.toThrow();
    try {
      requireCompleteProfile({ ...demo!, birthDate: null });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(Refusal);
      expect(error).toMatchObject({ kind: 'rule', code: API_CODE.profileIncomplete, message: S.profileIncomplete });
    }
  });
});

describe('POST /api/auth/updateProfile', () => {
  it('changes the nickname and validates it', async () => {
    const { token } = await registerMember(t);
    expect((await t.post(API.updateProfile.path, { nickname: 'Mari' }, { token })).body.data.nickname).toBe('Mari');
    expect((await t.post(API.updateProfile.path, { nickname: 'M' }, { token })).body.msg).toBe(R.nicknameFormat);
  });
});

describe('POST /api/auth/changePassword', () => {
  it('refuses a wrong current password, the same password and a mismatch', async () => {
    const { token, form } = await registerMember(t);
    const wrong = await t.post(API.changePassword.path, { old_password: 'Outra2026', password: 'Nova2026x', confirm_password: 'Nova2026x' }, { token });
    expect(wrong).toMatchObject({ status: 400, body: { msg: S.oldPasswordWrong } });
    const same = await t.post(API.changePassword.path, { old_password: form.password, password: form.password, confirm_password: form.password }, { token });
    expect(same.body.msg).toBe(S.samePassword);
    const mismatch = await t.post(API.changePassword.path, { old_password: form.password, password: 'Nova2026x', confirm_password: 'Nova2026y' }, { token });
    expect(mismatch.body.msg).toBe(R.passwordMismatch);
    expect((await login(t, form.username, form.password)).status).toBe(200);
  });

  it('sets the new password, keeps this session and ends the others', async () => {
    const { token, form } = await registerMember(t);
    const other = await login(t, form.username, form.password);
    const result = await t.post(API.changePassword.path, { old_password: form.password, password: 'Nova2026x', confirm_password: 'Nova2026x' }, { token });
    expect(result.status).toBe(200);
    expect((await t.post(API.userInfo.path, {}, { token })).status).toBe(200);
    expect((await t.post(API.userInfo.path, {}, { token: other.body.data.token })).status).toBe(402);
    expect((await login(t, form.username, form.password)).body.msg).toBe(S.wrongCredentials);
    expect((await login(t, form.username, 'Nova2026x')).status).toBe(200);
  });
});

// The photo lives in the upload storage: set, served and, once replaced, cleaned up on both kinds.
describe.each(STORAGE_KINDS)('profile photo on %s', (kind) => {
  let app: TestApp;
  let store: TestStorage;
  beforeAll(async () => {
    store = await openTestStorage(kind);
    app = await createTestApp({ storage: store.storage });
  });
  afterAll(async () => {
    await app.close();
    await store.dispose();
  });

  async function uploadPhoto(token: string) {
    const item = (await upload(app, token, [await png('rosto.png')])).body.data.items[0];
    if (!item) throw new Error('upload failed');
    return item;
  }
  const nameOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
  const serve = (url: string) => app.app.inject({ method: 'GET', url });

  it('serves the photo from the storage and removes the replaced one a day later', async () => {
    const { token } = await registerMember(app);
    const first = await uploadPhoto(token);
    expect((await app.post(API.setAvatar.path, { upload_id: first.id }, { token })).body.data.avatar).toBe(first.url);
    const served = await serve(first.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff' });
    expect(served.headers['cache-control']).toContain('immutable');

    const second = await uploadPhoto(token);
    expect((await app.post(API.setAvatar.path, { upload_id: second.id }, { token })).body.data.avatar).toBe(second.url);
    app.clock.advance(24 * 60 * 60 + 1);
    expect(await removeUnreferencedUploads({ db: app.db, storage: store.storage, now: app.clock.now })).toBe(1);

    const files = await store.files();
    expect(files).not.toContain(nameOf(first.url));
    expect(files).not.toContain(nameOf(first.thumb_url));
    expect(files).toEqual(expect.arrayContaining([nameOf(second.url), nameOf(second.thumb_url)]));
    expect((await serve(first.url)).statusCode).toBe(404);
    expect((await serve(second.thumb_url)).statusCode).toBe(200);
  });
});
