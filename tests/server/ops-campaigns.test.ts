/**
 * The console's "Tarefas" and "Compartilhamentos": create, edit and end (each audited), what the
 * members see at once (the period honoured), bad input refused in Portuguese with nothing saved,
 * and an edit over someone else's change refused.
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpsShareCampaign, OpsTask, SaveShareCampaignBody, SaveTaskBody } from '../../src/domain/contract/ops-campaigns.ts';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';
import { API } from '../../src/domain/contract/paths.ts';
import type { ShareCampaign } from '../../src/domain/contract/shares.ts';
import type { Task } from '../../src/domain/contract/tasks.ts';
import { SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import { CAMPAIGN_MEMBER_MESSAGES, OPS_CAMPAIGN_MESSAGES as M } from '../../src/domain/ops-campaigns.pt.ts';
import { shareCampaigns, tasks } from '../../server/db/schema.ts';
import { createTestApp, OPS_SECRET, type TestApp } from './helpers.ts';
import { signedInOperator } from './ops-flows.ts';
import { newPlayer, pointsOf, type Player } from './reward-flows.ts';

let t: TestApp;
let operator: Awaited<ReturnType<typeof signedInOperator>>;
beforeAll(async () => {
  t = await createTestApp();
  operator = await signedInOperator(t, 'campanhas');
});
afterAll(() => t.close());

let sequence = 0;
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${(sequence += 1)}`;
const withId = (path: string, id: number) => path.replace(':id', String(id));
const hoursFromNow = (hours: number) => new Date(t.clock.now().getTime() + hours * 3_600_000).toISOString();

const listTasks = async (): Promise<OpsTask[]> => (await t.get(OPS_CALLS.opsTasks.path, operator.headers)).body.data;
const saveTask = (body: SaveTaskBody) => t.post<OpsTask>(OPS_CALLS.saveTask.path, body, operator.headers);
const endTask = (id: number) => t.post<OpsTask>(withId(OPS_CALLS.endTask.path, id), {}, operator.headers);
const listCampaigns = async (): Promise<OpsShareCampaign[]> => (await t.get(OPS_CALLS.opsShareCampaigns.path, operator.headers)).body.data;
const saveCampaign = (body: SaveShareCampaignBody) => t.post<OpsShareCampaign>(OPS_CALLS.saveShareCampaign.path, body, operator.headers);
const endCampaign = (id: number) => t.post<OpsShareCampaign>(withId(OPS_CALLS.endShareCampaign.path, id), {}, operator.headers);

const memberTasks = async (p: Player): Promise<Task[]> => (await t.post(API.taskList.path, {}, { token: p.token })).body.data;
const memberCampaigns = async (p: Player): Promise<ShareCampaign[]> => (await t.post(API.shareCampaigns.path, {}, { token: p.token })).body.data;
const decide = (queue: 'tasks' | 'shares', id: number) =>
  t.post(OPS_CALLS.reviewDecide.path.replace(':queue', queue), { id, decision: 'approve', remark: '' }, { headers: { 'x-ops-secret': OPS_SECRET } });
let post = 0;
const freshPost = () => `https://x.com/premia_demo/status/${Date.now()}${(post += 1)}`;

const newTask = (change: Partial<SaveTaskBody> = {}): SaveTaskBody => ({
  title: unique('Poste uma foto'), description: 'Mostre seu prêmio numa foto', kind: 'once', points: 300,
  steps: ['Tire a foto', '', 'Envie aqui'], action_link: '', needs_text: true, min_images: 0, per_member_limit: 1, ...change,
});
const newCampaign = (change: Partial<SaveShareCampaignBody> = {}): SaveShareCampaignBody => ({
  title: unique('Convide no X'), image: '/uploads/campanha.webp', text: 'Jogue comigo no Prêmia', link: 'https://www.example.com/convite',
  platforms: ['x'], points: 120, daily_limit: 2, ...change,
});

/** What the form loaded, as it sends it back with an edit. */
function taskEdit(task: OpsTask, change: Partial<SaveTaskBody>): SaveTaskBody {
  const { id, open: _open, in_review: _waiting, created_at: _created, ...fields } = task;
  return { ...fields, id, loaded: fields, ...change };
}
function campaignEdit(campaign: OpsShareCampaign, change: Partial<SaveShareCampaignBody>): SaveShareCampaignBody {
  const { id, open: _open, in_review: _waiting, created_at: _created, ...fields } = campaign;
  return { ...fields, id, loaded: fields, ...change };
}

async function created<T>(answer: Promise<{ status: number; body: { msg: string; data: T } }>): Promise<T> {
  const result = await answer;
  expect(result.body.msg).toBe('Sucesso');
  expect(result.status).toBe(200);
  return result.body.data;
}

async function auditOf(target: string) {
  const page = await t.get(OPS_CALLS.audit.path, { ...operator.headers, query: 'page_size=100' });
  return (page.body.data.list as Array<{ actor: string; action: string; target: string; detail: Record<string, unknown> }>).filter((e) => e.target === target);
}

const rowsOf = async (table: typeof tasks | typeof shareCampaigns) => (await t.db.select({ n: count() }).from(table))[0]!.n;

describe('tasks', () => {
  it('a new task reaches the member at once; an edit changes it; ending it hides it and keeps its submission decidable', async () => {
    const p = await newPlayer(t);
    const task = await created(saveTask(newTask()));
    expect(task).toMatchObject({ steps: ['Tire a foto', 'Envie aqui'], action_link: null, auto_event: null, open: true, in_review: 0, active: true, sort: 0 });
    expect((await memberTasks(p)).find((x) => x.id === task.id)).toMatchObject({ title: task.title, points: 300, action: 'submit', needs_text: true });

    const edited = await created(saveTask(taskEdit(task, { points: 450, per_member_limit: 2, action_link: '#/pages/lottery/lottery' })));
    expect(edited).toMatchObject({ id: task.id, points: 450, per_member_limit: 2, action_link: '#/pages/lottery/lottery' });
    expect((await memberTasks(p)).find((x) => x.id === task.id)).toMatchObject({ points: 450, limit: 2 });

    const sent = await t.post(API.taskSubmit.path, { task_id: task.id, text: 'Minha foto' }, { token: p.token });
    expect(sent.status).toBe(200);
    expect((await listTasks()).find((x) => x.id === task.id)?.in_review).toBe(1);

    const ended = await created(endTask(task.id));
    expect(ended.open).toBe(false);
    expect(Date.parse(ended.closes_at!)).toBeLessThanOrEqual(t.clock.now().getTime());
    expect((await memberTasks(p)).map((x) => x.id)).not.toContain(task.id);
    const late = await t.post(API.taskSubmit.path, { task_id: task.id, text: 'Outra foto' }, { token: p.token });
    expect(late.status).toBe(400);
    expect(late.body.msg).toBe(S.taskNotOpen);
    expect((await endTask(task.id)).body.msg).toBe(M.taskAlreadyEnded);

    const before = await pointsOf(t, p.id);
    expect((await decide('tasks', sent.body.data.id)).status).toBe(200);
    expect(await pointsOf(t, p.id)).toBe(before + 450);
  });

  it('honours the period: a task that opens later is hidden until then', async () => {
    const p = await newPlayer(t);
    const task = await created(saveTask(newTask({ opens_at: hoursFromNow(1), closes_at: hoursFromNow(2) })));
    expect(task.open).toBe(false);
    expect((await memberTasks(p)).map((x) => x.id)).not.toContain(task.id);
    t.clock.advance(1.5 * 3600);
    expect((await memberTasks(p)).map((x) => x.id)).toContain(task.id);
    t.clock.advance(3600);
    expect((await memberTasks(p)).map((x) => x.id)).not.toContain(task.id);
  });

  it('refuses bad input in Portuguese, naming the field, and saves nothing', async () => {
    const before = await rowsOf(tasks);
    const cases: Array<[Partial<SaveTaskBody>, string]> = [
      [{ points: 0 }, 'Pontos: um número inteiro de 1 a 1000000'],
      [{ points: -5 }, 'Pontos: um número inteiro de 1 a 1000000'],
      [{ title: '  ' }, 'Título: de 1 a 80 caracteres'],
      [{ opens_at: hoursFromNow(5), closes_at: hoursFromNow(1) }, M.closesBeforeOpens],
      [{ needs_text: false, needs_link: false, min_images: 0 }, M.proofRequired],
      [{ min_images: 10 }, 'Imagens de prova: um número inteiro de 0 a 9'],
      [{ per_member_limit: 0 }, 'Limite por membro: um número inteiro de 1 a 1000'],
      [{ action_link: 'javascript:alert(1)' }, M.actionLinkInvalid.replace('{{max}}', '500')],
      [{ opens_at: 'amanhã' }, M.opensAtInvalid],
    ];
    for (const [change, message] of cases) {
      const answer = await saveTask(newTask(change));
      expect(answer.status, message).toBe(400);
      expect(answer.body.msg).toBe(message);
    }
    // An automatic task needs no proof.
    expect((await saveTask(newTask({ needs_text: false, auto_event: 'first_draw', active: false }))).status).toBe(200);
    expect(await rowsOf(tasks)).toBe(before + 1);
  });

  it('refuses an edit made over someone else’s change, and lets exactly one of two at once through', async () => {
    const task = await created(saveTask(newTask()));
    expect((await saveTask(taskEdit(task, { points: 500 }))).status).toBe(200);
    const stale = await saveTask(taskEdit(task, { points: 600 }));
    expect(stale.status).toBe(400);
    expect(stale.body.msg).toBe('Alterado por outra pessoa; recarregue');
    expect((await listTasks()).find((x) => x.id === task.id)?.points).toBe(500);
    const { id: _id, ...withoutId } = taskEdit(task, {});
    expect((await saveTask({ ...withoutId, id: task.id, loaded: undefined })).body.msg).toBe(M.loadedInvalid);

    const fresh = (await listTasks()).find((x) => x.id === task.id)!;
    const both = await Promise.all([saveTask(taskEdit(fresh, { points: 700 })), saveTask(taskEdit(fresh, { points: 800 }))]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const winner = both.find((answer) => answer.status === 200)!.body.data.points;
    expect((await listTasks()).find((x) => x.id === task.id)?.points).toBe(winner);
  });

  it('audits every save with the operator’s name', async () => {
    const task = await created(saveTask(newTask()));
    await created(saveTask(taskEdit(task, { points: 999 })));
    await created(endTask(task.id));
    const entries = await auditOf(`tasks:${task.id}`);
    expect(entries.map((e) => e.action).sort()).toEqual(['task.create', 'task.end', 'task.update']);
    expect(new Set(entries.map((e) => e.actor))).toEqual(new Set([operator.name]));
    const update = entries.find((e) => e.action === 'task.update')!;
    expect(update.detail).toMatchObject({ before: { points: 300 }, after: { points: 999 } });
  });
});

describe('share campaigns', () => {
  it('a new campaign reaches the member; an edit changes it; ending it hides it, refuses sends and keeps its submission decidable', async () => {
    const p = await newPlayer(t);
    const campaign = await created(saveCampaign(newCampaign({ platforms: ['x', 'facebook', 'x'] })));
    expect(campaign).toMatchObject({ platforms: ['facebook', 'x'], open: true, in_review: 0 });
    expect((await memberCampaigns(p)).find((c) => c.id === campaign.id)).toMatchObject({ title: campaign.title, points: 120, remaining: 2 });

    const edited = await created(saveCampaign(campaignEdit(campaign, { points: 200, daily_limit: 3 })));
    expect(edited).toMatchObject({ points: 200, daily_limit: 3 });
    expect((await memberCampaigns(p)).find((c) => c.id === campaign.id)).toMatchObject({ points: 200, remaining: 3 });

    const sent = await t.post(API.shareSubmit.path, { campaign_id: campaign.id, url: freshPost() }, { token: p.token });
    expect(sent.status).toBe(200);
    expect((await listCampaigns()).find((c) => c.id === campaign.id)?.in_review).toBe(1);

    expect((await created(endCampaign(campaign.id))).open).toBe(false);
    expect((await memberCampaigns(p)).map((c) => c.id)).not.toContain(campaign.id);
    const late = await t.post(API.shareSubmit.path, { campaign_id: campaign.id, url: freshPost() }, { token: p.token });
    expect(late.status).toBe(400);
    expect(late.body.msg).toBe(CAMPAIGN_MEMBER_MESSAGES.shareCampaignNotOpen);
    expect((await endCampaign(campaign.id)).body.msg).toBe(M.campaignAlreadyEnded);

    const before = await pointsOf(t, p.id);
    expect((await decide('shares', sent.body.data.submission.id)).status).toBe(200);
    expect(await pointsOf(t, p.id)).toBe(before + 200);
  });

  it('an end racing sends: each send is stored before the end or refused after it, never stored once the campaign has closed', async () => {
    const players = await Promise.all(Array.from({ length: 8 }, () => newPlayer(t)));
    const campaign = await created(saveCampaign(newCampaign()));
    const sends = players.map((p) => t.post(API.shareSubmit.path, { campaign_id: campaign.id, url: freshPost() }, { token: p.token }));
    const [ended, ...answers] = await Promise.all([endCampaign(campaign.id), ...sends]);
    expect(ended.status).toBe(200);
    const closedAt = Date.parse(ended.body.data.closes_at!);
    for (const answer of answers) {
      // A lost race answers the Portuguese refusal, never a 500.
      if (answer.status !== 200) expect(answer.body.msg).toBe(CAMPAIGN_MEMBER_MESSAGES.shareCampaignNotOpen);
      else expect(Date.parse(answer.body.data.submission.created_at)).toBeLessThanOrEqual(closedAt);
    }
  });

  it('honours the period: not listed nor accepted before it opens or after it closes', async () => {
    const p = await newPlayer(t);
    const campaign = await created(saveCampaign(newCampaign({ opens_at: hoursFromNow(1), closes_at: hoursFromNow(2) })));
    expect(campaign.open).toBe(false);
    expect((await memberCampaigns(p)).map((c) => c.id)).not.toContain(campaign.id);
    const early = await t.post(API.shareSubmit.path, { campaign_id: campaign.id, url: freshPost() }, { token: p.token });
    expect(early.body.msg).toBe(CAMPAIGN_MEMBER_MESSAGES.shareCampaignNotOpen);
    t.clock.advance(1.5 * 3600);
    expect((await memberCampaigns(p)).map((c) => c.id)).toContain(campaign.id);
    expect((await t.post(API.shareSubmit.path, { campaign_id: campaign.id, url: freshPost() }, { token: p.token })).status).toBe(200);
    t.clock.advance(3600);
    expect((await memberCampaigns(p)).map((c) => c.id)).not.toContain(campaign.id);
    expect((await t.post(API.shareSubmit.path, { campaign_id: campaign.id, url: freshPost() }, { token: p.token })).body.msg)
      .toBe(CAMPAIGN_MEMBER_MESSAGES.shareCampaignNotOpen);
    // Switched off: as unknown as before.
    const off = await created(saveCampaign(newCampaign({ active: false })));
    expect((await memberCampaigns(p)).map((c) => c.id)).not.toContain(off.id);
    expect((await t.post(API.shareSubmit.path, { campaign_id: off.id, url: freshPost() }, { token: p.token })).body.msg).toBe(S.shareCampaignUnavailable);
  });

  it('refuses bad input in Portuguese, naming the field, and saves nothing', async () => {
    const before = await rowsOf(shareCampaigns);
    // One instant for both ends: two readings of the clock can straddle a millisecond.
    const sameInstant = hoursFromNow(2);
    const cases: Array<[Partial<SaveShareCampaignBody>, string]> = [
      [{ points: 0 }, 'Pontos: um número inteiro de 1 a 1000000'],
      [{ points: -1 }, 'Pontos: um número inteiro de 1 a 1000000'],
      [{ platforms: [] }, M.platformsInvalid],
      [{ platforms: ['orkut' as never] }, M.platformsInvalid],
      [{ daily_limit: 0 }, 'Tentativas por dia: um número inteiro de 1 a 100'],
      [{ opens_at: sameInstant, closes_at: sameInstant }, M.closesBeforeOpens],
      [{ link: 'www.example.com' }, M.linkInvalid.replace('{{max}}', '500')],
      [{ image: '' }, M.imageInvalid.replace('{{max}}', '500')],
      [{ text: '' }, 'Texto: de 1 a 1000 caracteres'],
    ];
    for (const [change, message] of cases) {
      const answer = await saveCampaign(newCampaign(change));
      expect(answer.status, message).toBe(400);
      expect(answer.body.msg).toBe(message);
    }
    expect(await rowsOf(shareCampaigns)).toBe(before);
  });

  it('refuses an edit made over someone else’s change', async () => {
    const campaign = await created(saveCampaign(newCampaign({ opens_at: hoursFromNow(-1) })));
    // The same instant written with another offset is the value loaded.
    const sameInstant = { ...campaignEdit(campaign, { title: 'Novo título' }) };
    sameInstant.loaded = { ...sameInstant.loaded, opens_at: new Date(campaign.opens_at!).toISOString().replace('Z', '+00:00') };
    expect((await saveCampaign(sameInstant)).status).toBe(200);
    const stale = await saveCampaign(campaignEdit(campaign, { points: 5 }));
    expect(stale.body.msg).toBe(M.changed);
    expect((await listCampaigns()).find((c) => c.id === campaign.id)).toMatchObject({ title: 'Novo título', points: 120 });
  });

  it('audits every save with the operator’s name', async () => {
    const campaign = await created(saveCampaign(newCampaign()));
    await created(saveCampaign(campaignEdit(campaign, { daily_limit: 5 })));
    await created(endCampaign(campaign.id));
    const entries = await auditOf(`share_campaigns:${campaign.id}`);
    expect(entries.map((e) => e.action).sort()).toEqual(['share.campaign.create', 'share.campaign.end', 'share.campaign.update']);
    expect(new Set(entries.map((e) => e.actor))).toEqual(new Set([operator.name]));
  });

  it('answers an unknown campaign or task in Portuguese', async () => {
    expect((await endCampaign(999_999)).body.msg).toBe(M.campaignUnknown);
    expect((await endTask(999_999)).body.msg).toBe(M.taskUnknown);
  });
});
