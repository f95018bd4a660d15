/**
 * The console's "Site": the page icon and click sound, checked by their bytes and stored on disk or
 * S3, and the contact channels; members get each change at once, a refusal names the field in
 * Portuguese and saves nothing, every save is audited with the operator.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';
import { OPS_TOKEN_HEADER } from '../../src/domain/contract/ops.ts';
import { API } from '../../src/domain/contract/paths.ts';
import { SITE_SETTINGS_MESSAGES as M } from '../../src/domain/ops-content.pt.ts';
import { SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import { clickSamples, monoWav } from '../../scripts/wav.ts';
import { type CallOptions, createTestApp, OPS_SECRET, type TestApp } from './helpers.ts';
import { signedInOperator } from './ops-flows.ts';
import { newPlayer } from './reward-flows.ts';
import { type FilePart, multipartBody, openTestStorage, pngBytes, STORAGE_KINDS, type TestStorage } from './upload-flows.ts';

const secret = { headers: { 'x-ops-secret': OPS_SECRET } };

/** A short click as a WAV file; `samples` makes it longer. */
const wav = (samples = 400) => monoWav(clickSamples(samples, 8000, 440, 20, 0.25), 8000);

const part = (filename: string, contentType: string, bytes: Buffer): FilePart => ({ filename, contentType, bytes });

async function send(t: TestApp, path: string, headers: Record<string, string>, parts: FilePart[]) {
  const body = multipartBody(parts);
  const response = await t.app.inject({ method: 'POST', url: path, headers: { ...body.headers, ...headers }, payload: body.payload });
  return { status: response.statusCode, body: response.json() as { code: number; msg: string; data: Record<string, unknown> } };
}

async function memberConfigs(t: TestApp) {
  const answer = await t.get(API.adsAndConfigs.path, { query: 'configs[]=app.ico&configs[]=site.Sound' });
  const configs = answer.body.data.configs as Record<string, { value: string }>;
  return { icon: configs['app.ico']?.value, sound: configs['site.Sound']?.value };
}

async function auditActions(t: TestApp) {
  const audit = await t.get(OPS_CALLS.audit.path, { ...secret, query: 'page=1&page_size=50' });
  return audit.body.data.list as Array<{ actor: string; action: string; detail: Record<string, unknown> }>;
}

describe.each(STORAGE_KINDS)('page icon and click sound on %s', (kind) => {
  let t: TestApp;
  let store: TestStorage;
  let op: Awaited<ReturnType<typeof signedInOperator>>;
  const asOperator = () => ({ [OPS_TOKEN_HEADER]: op.token });
  beforeAll(async () => {
    store = await openTestStorage(kind);
    t = await createTestApp({ storage: store.storage });
    op = await signedInOperator(t, 'site');
  });
  afterAll(async () => {
    await t.close();
    await store.dispose();
  });

  it('stores an image as a square PNG icon that members get at once, audited', async () => {
    const sent = await send(t, OPS_CALLS.uploadSiteIcon.path, asOperator(), [part('logo.jpg', 'image/jpeg', await sharp(await pngBytes(300, 120)).jpeg().toBuffer())]);
    expect(sent).toMatchObject({ status: 200, body: { data: { url: expect.stringMatching(/^\/api\/uploads\/[\w-]{22}\.png$/), width: 192, height: 192 } } });
    const url = sent.body.data.url as string;
    expect((await memberConfigs(t)).icon).toBe(url);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 192, height: 192 });
    expect((await auditActions(t)).find((e) => e.action === 'site.icon')).toMatchObject({ actor: op.name, detail: { url } });
    expect((await t.get(OPS_CALLS.siteSettings.path, { headers: asOperator() })).body.data).toMatchObject({ icon: url });
  });

  it('refuses what is not an image, or does not decode, in Portuguese and stores nothing', async () => {
    const before = await memberConfigs(t);
    const files = (await store.files()).length;
    const text = part('icone.png', 'image/png', Buffer.from('<svg onload="alert(1)"></svg> não é png'));
    expect(await send(t, OPS_CALLS.uploadSiteIcon.path, asOperator(), [text])).toMatchObject({ status: 400, body: { msg: M.iconNotImage } });
    const sound = part('icone.png', 'image/png', wav());
    expect(await send(t, OPS_CALLS.uploadSiteIcon.path, asOperator(), [sound])).toMatchObject({ status: 400, body: { msg: M.iconNotImage } });
    const cut = (await pngBytes(64, 64)).subarray(0, 60);
    expect(await send(t, OPS_CALLS.uploadSiteIcon.path, asOperator(), [part('icone.png', 'image/png', cut)])).toMatchObject({ status: 400, body: { msg: M.iconUnreadable } });
    expect(await send(t, OPS_CALLS.uploadSiteIcon.path, asOperator(), [])).toMatchObject({ status: 400, body: { msg: M.fileMissing } });
    expect(await t.post(OPS_CALLS.uploadSiteIcon.path, { file: 'x' }, { headers: asOperator() })).toMatchObject({ status: 400, body: { msg: M.notMultipart } });
    expect(await memberConfigs(t)).toEqual(before);
    expect((await store.files()).length).toBe(files);
  });

  it('stores a WAV click sound that members get at once, served as audio, audited', async () => {
    const sent = await send(t, OPS_CALLS.uploadClickSound.path, asOperator(), [part('clique.wav', 'audio/wav', wav())]);
    expect(sent).toMatchObject({ status: 200, body: { data: { url: expect.stringMatching(/\.wav$/), mime: 'audio/wav', size: 844 } } });
    const url = sent.body.data.url as string;
    expect((await memberConfigs(t)).sound).toBe(url);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('audio/wav');
    expect(served.rawPayload.equals(wav())).toBe(true);
    expect((await auditActions(t)).find((e) => e.action === 'site.sound')).toMatchObject({ actor: op.name, detail: { url, mime: 'audio/wav' } });
  });

  it('refuses a sound that is not audio or is too large, in Portuguese, and stores nothing', async () => {
    const before = await memberConfigs(t);
    const files = (await store.files()).length;
    const image = part('clique.mp3', 'audio/mpeg', await pngBytes());
    expect(await send(t, OPS_CALLS.uploadClickSound.path, asOperator(), [image])).toMatchObject({ status: 400, body: { msg: M.soundNotAudio } });
    const words = part('clique.mp3', 'audio/mpeg', Buffer.from('ID não é som'));
    expect(await send(t, OPS_CALLS.uploadClickSound.path, asOperator(), [words])).toMatchObject({ status: 400, body: { msg: M.soundNotAudio } });
    const long = part('longo.wav', 'audio/wav', wav(300_000));
    expect(await send(t, OPS_CALLS.uploadClickSound.path, asOperator(), [long])).toMatchObject({ status: 400, body: { msg: M.soundTooLarge.replace('{{kb}}', '500') } });
    expect(await memberConfigs(t)).toEqual(before);
    expect((await store.files()).length).toBe(files);
  });

  it('refuses a member', async () => {
    const member = await newPlayer(t);
    const sent = await send(t, OPS_CALLS.uploadClickSound.path, { authorization: `Bearer ${member.token}` }, [part('clique.wav', 'audio/wav', wav())]);
    expect(sent).toMatchObject({ status: 403, body: { msg: S.forbidden } });
  });
});

describe('contact channels', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const contactGroup = async () => {
    const groups = (await t.get(API.settingsGroups.path)).body.data as Array<{ name: string; settings: Record<string, string> }>;
    return groups.find((g) => g.name === 'contact')?.settings ?? {};
  };
  const save = (body: Record<string, unknown>, options: CallOptions = secret) => t.post(OPS_CALLS.saveContactChannels.path, body, options);

  it('saves the four channels for the member\'s contact page at once, audited with the operator', async () => {
    const op = await signedInOperator(t, 'contato');
    const channels = { email: 'ajuda@premia.example.com', whatsapp: '+55 (11) 98888-7777', site: 'https://premia.example.com/ajuda', hours: 'Seg. a sex., 9h–18h' };
    const saved = await save(channels, op.headers);
    expect(saved).toMatchObject({ status: 200, body: { data: channels } });
    expect(await contactGroup()).toMatchObject(channels);
    expect((await t.get(OPS_CALLS.siteSettings.path, op.headers)).body.data.contact).toEqual(channels);
    expect((await auditActions(t)).find((e) => e.action === 'site.contact')).toMatchObject({ actor: op.name, detail: { email: channels.email } });
    // Digits alone are fine too; '' leaves a channel out of the page.
    expect((await save({ ...channels, whatsapp: '5511988887777' })).status).toBe(200);
    expect((await save({ ...channels, hours: '' })).status).toBe(200);
    expect((await contactGroup()).hours).toBe('');
  });

  it('refuses a save made from channels someone else changed meanwhile; two at once: one lands', async () => {
    const loaded = (await t.get(OPS_CALLS.siteSettings.path, secret)).body.data.contact as Record<string, string>;
    expect((await save({ ...loaded, hours: 'Todos os dias, 8h–20h', loaded })).status).toBe(200);
    expect(await save({ ...loaded, email: 'outra@premia.example.com', loaded })).toMatchObject({ status: 400, body: { msg: M.contactChanged } });
    expect((await contactGroup()).email).toBe(loaded.email);

    const fresh = (await t.get(OPS_CALLS.siteSettings.path, secret)).body.data.contact as Record<string, string>;
    const both = await Promise.all(['8h', '9h'].map((hours) => save({ ...fresh, hours, loaded: fresh })));
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it('refuses a bad e-mail, WhatsApp or site naming the field, and saves nothing', async () => {
    const before = await contactGroup();
    const good = { email: 'a@b.com', whatsapp: '5511999999999', site: 'https://x.example.com', hours: '9h' };
    expect(await save({ ...good, email: 'sem-arroba' })).toMatchObject({ status: 400, body: { msg: M.email } });
    expect(await save({ ...good, whatsapp: '11 9999-abc' })).toMatchObject({ status: 400, body: { msg: M.whatsapp } });
    expect(await save({ ...good, whatsapp: '123' })).toMatchObject({ status: 400, body: { msg: M.whatsapp } });
    expect(await save({ ...good, whatsapp: '+55 11 99999-99999999' })).toMatchObject({ status: 400, body: { msg: M.whatsapp } });
    expect(await save({ ...good, site: 'http://x.example.com' })).toMatchObject({ status: 400, body: { msg: M.site } });
    expect(await save({ ...good, site: 'javascript:alert(1)' })).toMatchObject({ status: 400, body: { msg: M.site } });
    expect(await save({ ...good, hours: 'x'.repeat(101) })).toMatchObject({ status: 400, body: { msg: M.hours } });
    expect(await contactGroup()).toEqual(before);
  });

  it('tells every open socket, visitors included, so open pages refetch', async () => {
    const base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
    const visitor = String((await t.post(API.deviceToken.path, { device_id: `site-${Date.now()}` })).body.data.visitor_id);
    const socket = new WebSocket(`${base}/notifyws?user_id=${visitor}&isPwa=1`);
    const events: string[] = [];
    socket.on('message', (data) => events.push(JSON.parse(String(data)).type as string));
    await new Promise((resolve) => socket.once('open', resolve));
    await expect.poll(() => events).toContain('ready');
    expect((await save({ email: 'outro@premia.example.com' })).status).toBe(200);
    await expect.poll(() => events, { timeout: 5_000 }).toContain('site');
    socket.close();
  });
});
