import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API } from '../../src/domain/contract/paths.ts';
import type { ShareCampaign } from '../../src/domain/contract/shares.ts';
import { RULE_MESSAGES as R, SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import { shareSubmissions, stationMessages } from '../../server/db/schema.ts';
import { createTestApp, OPS_SECRET, type TestApp } from './helpers.ts';
import { expectLedgerConsistent, newPlayer, pointsOf, type Player } from './reward-flows.ts';
import { png, tempStorage, upload } from './upload-flows.ts';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';

let t: TestApp;
let disk: ReturnType<typeof tempStorage>;
let post = 0;

beforeAll(async () => {
  disk = tempStorage();
  t = await createTestApp({ storage: disk.storage });
});
afterAll(async () => {
  await t.close();
  disk.dispose();
});

const ops = { headers: { 'x-ops-secret': OPS_SECRET } };
const campaigns = async (p: Player): Promise<ShareCampaign[]> => (await t.post(API.shareCampaigns.path, {}, { token: p.token })).body.data;
/** The demo campaign open to every platform (3 attempts a day). */
const allPlatforms = async (p: Player) => (await campaigns(p)).find((c) => c.platforms.length === 4)!;
const freshUrl = () => `https://www.facebook.com/premia.demo/posts/${Date.now()}${(post += 1)}`;
const submit = (p: Player, body: Record<string, unknown>) => t.post(API.shareSubmit.path, body, { token: p.token });
const decide = (id: number, decision: 'approve' | 'reject', remark = '') =>
  t.post(OPS_CALLS.reviewDecide.path.replace(':queue', 'shares'), { id, decision, remark }, ops);
const storedOf = (p: Player) => t.db.select().from(shareSubmissions).where(eq(shareSubmissions.userId, p.id));
const messagesOf = (p: Player) => t.db.select().from(stationMessages).where(eq(stationMessages.userId, p.id));

describe('share campaigns', () => {
  it('lists campaigns with the member channel in the link and the attempts left today', async () => {
    const p = await newPlayer(t, {});
    const list = await campaigns(p);
    expect(list.length).toBeGreaterThan(0);
    for (const c of list) {
      expect(c.link).toMatch(/^https:\/\/www\.example\.com\//);
      expect(new URL(c.link).searchParams.get('channel_from')).toBeTruthy();
      expect(c.remaining).toBe(c.daily_limit);
    }
    expect((await t.post(API.shareCampaigns.path, {})).status).toBe(401);
  });
});

describe('POST /api/share/submit address rules', () => {
  it.each([
    ['empty', '   ', R.shareUrlRequired],
    ['not http(s)', 'ftp://facebook.com/post/1', R.shareUrlNotHttp],
    ['not an address', 'meu post no face', R.shareUrlNotHttp],
  ])('refuses %s with a Portuguese 400 and stores nothing', async (_name, url, message) => {
    const p = await newPlayer(t);
    const c = await allPlatforms(p);
    const result = await submit(p, { campaign_id: c.id, url });
    expect(result.status).toBe(400);
    expect(result.body.msg).toBe(message);
    expect(await storedOf(p)).toHaveLength(0);
  });

  it('refuses an address of another platform than the campaign’s', async () => {
    const p = await newPlayer(t);
    const c = (await campaigns(p)).find((x) => !x.platforms.includes('whatsapp'))!;
    const result = await submit(p, { campaign_id: c.id, url: 'https://chat.whatsapp.com/ABC123' });
    expect(result.status).toBe(400);
    expect(result.body.msg).toBe(R.shareUrlWrongPlatform.replace('{{platforms}}', 'Facebook, X'));
    expect((await submit(p, { campaign_id: c.id, url: 'https://www.example.com/post/1' })).status).toBe(400);
    expect(await storedOf(p)).toHaveLength(0);
  });

  it('refuses the same address twice, however it is written, also from another member', async () => {
    const a = await newPlayer(t);
    const b = await newPlayer(t);
    const c = await allPlatforms(a);
    expect((await submit(a, { campaign_id: c.id, url: 'https://x.com/premia_demo/status/123' })).status).toBe(200);
    for (const [who, url] of [[a, 'https://x.com/premia_demo/status/123'], [b, 'http://WWW.X.com/premia_demo/status/123/#top']] as const) {
      const again = await submit(who, { campaign_id: c.id, url });
      expect(again.status).toBe(400);
      expect(again.body.msg).toBe(S.shareUrlDuplicate);
    }
    expect(await storedOf(b)).toHaveLength(0);
    expect(await storedOf(a)).toHaveLength(1);
  });

  it('accepts a screenshot of the member’s own upload, not someone else’s', async () => {
    const a = await newPlayer(t);
    const b = await newPlayer(t);
    const c = await allPlatforms(a);
    const uploaded = await upload(t, a.token, [await png('print.png')]);
    const id = uploaded.body.data.items[0]!.id;
    const refused = await submit(b, { campaign_id: c.id, url: freshUrl(), image_id: id });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(S.uploadNotYours);
    const sent = await submit(a, { campaign_id: c.id, url: freshUrl(), image_id: id });
    expect(sent.status).toBe(200);
    expect(sent.body.data.submission.image.thumb_url).toMatch(/^\/api\/uploads\//);
  });
});

describe('attempts, decisions and credit', () => {
  it('counts an attempt down at submission, gives it back on rejection and says why in a message', async () => {
    const p = await newPlayer(t);
    const c = await allPlatforms(p);
    const sent = [];
    for (let i = 0; i < c.daily_limit; i += 1) {
      const r = await submit(p, { campaign_id: c.id, url: freshUrl() });
      expect(r.status).toBe(200);
      expect(r.body.data.remaining).toBe(c.daily_limit - i - 1);
      sent.push(r.body.data.submission.id as number);
    }
    const over = await submit(p, { campaign_id: c.id, url: freshUrl() });
    expect(over.status).toBe(400);
    expect(over.body.msg).toBe(S.shareNoAttemptsLeft);

    expect((await decide(sent[0]!, 'reject')).body.msg).toBe(S.rejectReasonRequired);
    const rejected = await decide(sent[0]!, 'reject', 'Publicação privada');
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({ status: 'rejected', remark: 'Publicação privada' });
    expect((await allPlatforms(p)).remaining).toBe(1);
    const [message] = await messagesOf(p);
    expect(message).toMatchObject({ title: S.shareRejectedTitle });
    expect(message!.body).toContain('Publicação privada');
    expect(await pointsOf(t, p.id)).toBe(0);

    const records = await t.post(API.shareRecords.path, { status: 'rejected' }, { token: p.token });
    expect(records.body.data.list.map((r: { id: number }) => r.id)).toEqual([sent[0]]);
  });

  it('20 operators approving one submission at once credit it once, with no 5xx', async () => {
    const p = await newPlayer(t);
    const c = await allPlatforms(p);
    const sent = await submit(p, { campaign_id: c.id, url: freshUrl() });
    const id = sent.body.data.submission.id as number;
    const results = await Promise.all(Array.from({ length: 20 }, () => decide(id, 'approve', 'Ok')));
    expect(results.every((r) => r.status < 500)).toBe(true);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 400).every((r) => r.body.msg === S.shareNotInReview)).toBe(true);
    expect(await pointsOf(t, p.id)).toBe(c.points);
    const history = await t.post(API.pointsHistory.path, { source: 'share' }, { token: p.token });
    expect(history.body.data.list).toHaveLength(1);
    expect(history.body.data.list[0]).toMatchObject({ amount: c.points, source: 'share' });
    const messages = await messagesOf(p);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ title: S.shareApprovedTitle });
    expect((await decide(id, 'reject', 'tarde demais')).status).toBe(400);
    await expectLedgerConsistent(t);
  });

  it('lists the queue for operators in the shared item shape', async () => {
    const p = await newPlayer(t);
    const c = await allPlatforms(p);
    const url = freshUrl();
    await submit(p, { campaign_id: c.id, url });
    const listed = await t.get(OPS_CALLS.reviewList.path.replace(':queue', 'shares'), ops);
    expect(listed.status).toBe(200);
    const item = listed.body.data.find((i: { link: string }) => i.link === url);
    expect(item).toMatchObject({ status: 'review', member: { id: String(p.id), username: p.username }, images: [], remark: '' });
    expect(typeof item.member.nickname).toBe('string');
    expect((await t.get(OPS_CALLS.reviewList.path.replace(':queue', 'shares'))).status).toBe(403);
  });
});

describe('who may send', () => {
  it('asks a member with an incomplete profile to complete it first', async () => {
    const { registerMember } = await import('./flows.ts');
    const { token } = await registerMember(t);
    const list: ShareCampaign[] = (await t.post(API.shareCampaigns.path, {}, { token })).body.data;
    const result = await t.post(API.shareSubmit.path, { campaign_id: list[0]!.id, url: freshUrl() }, { token });
    expect(result.status).toBe(400);
    expect(result.body.msg).toBe(S.profileIncomplete);
  });
});
