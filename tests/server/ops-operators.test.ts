/**
 * Operator roles, accounts and authenticators: each role's 403 (audited), an admin's edits over the
 * version loaded, a disabled account's sessions ending at once, sign-in with the authenticator's
 * code, and production's rule that an admin turns one on before anything else.
 */
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';
import { TOTP_NEEDED_CODE } from '../../src/domain/contract/ops-operators.ts';
import { OPERATOR_MESSAGES as M, OPS_MESSAGES as O } from '../../src/domain/ops.pt.ts';
import { opsAudit } from '../../server/db/schema.ts';
import { createTestApp, OPS_SECRET, type TestApp } from './helpers.ts';
import { enrolAuthenticator, signedInOperator } from './ops-flows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { signIn: { max: 1000, timeWindow: 60_000 } } });
});
afterAll(async () => t.close());

const secret = { headers: { 'x-ops-secret': OPS_SECRET } };
const asToken = (token: string) => ({ headers: { 'x-ops-token': token } });
const path = (template: string, id: number) => template.replace(':id', String(id));

/** The code an authenticator app shows at the app's clock. */
const codeOf = (base32: string, app: TestApp = t) => new TOTP({ secret: Secret.fromBase32(base32) }).generate({ timestamp: app.clock.now().getTime() });
/** A code the app shows at no step near now. */
const wrongCodeOf = (base32: string, app: TestApp = t) => String((Number(codeOf(base32, app)) + 500_000) % 1_000_000).padStart(6, '0');

async function auditEntries() {
  return (await t.get(OPS_CALLS.audit.path, { ...secret, query: 'page_size=100' })).body.data.list as Array<{ actor: string; action: string; target: string }>;
}

async function accountOf(id: number, app: TestApp = t) {
  const list = await app.get(OPS_CALLS.operatorList.path, secret);
  return (list.body.data as Array<{ id: number; version: number; totp_enabled: boolean; disabled: boolean; role: string; last_sign_in_at: string | null }>).find((o) => o.id === id)!;
}

const enrol = enrolAuthenticator;

describe('roles', () => {
  it('refuses a reviewer the promotions and reward rules, a content operator a member\'s status, in Portuguese and audited', async () => {
    const reviewer = await signedInOperator(t, 'revisor', 'reviewer');
    const content = await signedInOperator(t, 'conteudo', 'content');
    const admin = await signedInOperator(t, 'admin');
    const refusal = (role: string) => ({ status: 403, body: { msg: O.roleForbidden.replace('{{role}}', role) } });

    expect(await t.post(OPS_CALLS.promoPeriod.path, { type: 1 }, reviewer.headers)).toMatchObject(refusal('Revisor'));
    expect(await t.get(OPS_CALLS.rewardRules.path, reviewer.headers)).toMatchObject(refusal('Revisor'));
    expect(await t.post(path(OPS_CALLS.memberStatus.path, 1), { disabled: true }, content.headers)).toMatchObject(refusal('Conteúdo'));
    expect(await t.get(OPS_CALLS.operatorList.path, reviewer.headers)).toMatchObject(refusal('Revisor'));

    expect((await t.get(OPS_CALLS.memberSearch.path, { ...reviewer.headers, query: 'q=ninguem' })).status).toBe(200);
    expect((await t.get(OPS_CALLS.promos.path, content.headers)).status).toBe(200);
    expect((await t.get(OPS_CALLS.rewardRules.path, admin.headers)).status).toBe(200);

    const audit = await auditEntries();
    expect(audit).toContainEqual(expect.objectContaining({ actor: reviewer.name, action: 'ops.forbidden', target: 'promoPeriod' }));
    expect(audit).toContainEqual(expect.objectContaining({ actor: reviewer.name, action: 'ops.forbidden', target: 'rewardRules' }));
    expect(audit).toContainEqual(expect.objectContaining({ actor: content.name, action: 'ops.forbidden', target: 'memberStatus' }));
  });

  it('signs in and answers who is signed in with the role', async () => {
    const reviewer = await signedInOperator(t, 'quem', 'reviewer');
    const signedIn = await t.post(OPS_CALLS.signIn.path, { name: reviewer.name, password: reviewer.password });
    expect(signedIn.body.data).toMatchObject({ name: reviewer.name, role: 'reviewer', totp_enabled: false, totp_required: false });
    expect((await t.get(OPS_CALLS.whoAmI.path, reviewer.headers)).body.data).toEqual({ name: reviewer.name, role: 'reviewer', totp_enabled: false, totp_required: false });
  });
});

describe('operator accounts', () => {
  it('an admin creates an operator with a role; bad input and a taken name save nothing', async () => {
    const admin = await signedInOperator(t, 'chefe');
    const name = `rev${Date.now().toString(36)}`;
    const created = await t.post(OPS_CALLS.createOperator.path, { name, password: 'senha-do-revisor', role: 'reviewer' }, admin.headers);
    expect(created).toMatchObject({ status: 200, body: { data: { name, role: 'reviewer', disabled: false, totp_enabled: false, last_sign_in_at: null, version: 1 } } });
    expect(await t.post(OPS_CALLS.createOperator.path, { name: `${name}x`, password: 'curta', role: 'reviewer' }, admin.headers)).toMatchObject({ status: 400, body: { msg: M.passwordInvalid } });
    expect(await t.post(OPS_CALLS.createOperator.path, { name: `${name}y`, password: 'senha-longa-ok', role: 'dono' }, admin.headers)).toMatchObject({ status: 400, body: { msg: M.roleInvalid } });
    expect(await t.post(OPS_CALLS.createOperator.path, { name: name.toUpperCase(), password: 'senha-longa-ok' }, admin.headers)).toMatchObject({ status: 400, body: { msg: O.operatorExists } });
    const list = await t.get(OPS_CALLS.operatorList.path, admin.headers);
    expect(list.body.data.filter((o: { name: string }) => o.name.startsWith(name))).toHaveLength(1);
    expect((await t.post(OPS_CALLS.signIn.path, { name, password: 'senha-do-revisor' })).body.data.role).toBe('reviewer');
    expect((await accountOf(created.body.data.id)).last_sign_in_at).not.toBeNull();
    expect(await auditEntries()).toContainEqual(expect.objectContaining({ actor: admin.name, action: 'operator.add', target: `operator:${name}` }));
  });

  it('changes a role over the version loaded only; the change holds at the next call', async () => {
    const admin = await signedInOperator(t, 'chefe');
    const op = await signedInOperator(t, 'muda', 'reviewer');
    const changed = await t.post(path(OPS_CALLS.operatorRole.path, op.id), { role: 'content', version: 1 }, admin.headers);
    expect(changed).toMatchObject({ status: 200, body: { data: { role: 'content', version: 2 } } });
    expect((await t.get(OPS_CALLS.memberSearch.path, { ...op.headers, query: 'q=x' })).status).toBe(403);
    const stale = await t.post(path(OPS_CALLS.operatorRole.path, op.id), { role: 'admin', version: 1 }, admin.headers);
    expect(stale).toMatchObject({ status: 400, body: { msg: M.changedMeanwhile } });
    expect((await accountOf(op.id)).role).toBe('content');
    expect(await t.post(path(OPS_CALLS.operatorRole.path, 999_999), { role: 'admin', version: 1 }, admin.headers)).toMatchObject({ status: 400, body: { msg: M.operatorUnknown } });
    expect(await auditEntries()).toContainEqual(expect.objectContaining({ actor: admin.name, action: 'operator.role', target: `operator:${op.name}` }));
  });

  it('of two admins saving over one version, one wins and the other is told to reload', async () => {
    const [ana, bia] = [await signedInOperator(t, 'ana'), await signedInOperator(t, 'bia')];
    const op = await signedInOperator(t, 'disputa', 'reviewer');
    const answers = await Promise.all([
      t.post(path(OPS_CALLS.operatorRole.path, op.id), { role: 'content', version: 1 }, ana.headers),
      t.post(path(OPS_CALLS.operatorStatus.path, op.id), { disabled: true, version: 1 }, bia.headers),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)?.body.msg).toBe(M.changedMeanwhile);
    expect((await accountOf(op.id)).version).toBe(2);
  });

  it('disabling ends the sessions at once and refuses sign-in; enabling lets a new sign-in in', async () => {
    const admin = await signedInOperator(t, 'chefe');
    const op = await signedInOperator(t, 'sai', 'reviewer');
    expect((await t.get(OPS_CALLS.whoAmI.path, op.headers)).status).toBe(200);
    const disabled = await t.post(path(OPS_CALLS.operatorStatus.path, op.id), { disabled: true, version: 1 }, admin.headers);
    expect(disabled).toMatchObject({ status: 200, body: { data: { disabled: true, version: 2 } } });
    expect(await t.get(OPS_CALLS.whoAmI.path, op.headers)).toMatchObject({ status: 401, body: { msg: O.sessionInvalid } });
    expect(await t.post(OPS_CALLS.signIn.path, { name: op.name, password: op.password })).toMatchObject({ status: 400, body: { msg: M.disabled } });
    expect((await t.post(path(OPS_CALLS.operatorStatus.path, op.id), { disabled: false, version: 2 }, admin.headers)).body.data.disabled).toBe(false);
    expect((await t.get(OPS_CALLS.whoAmI.path, op.headers)).status).toBe(401);
    expect((await t.post(OPS_CALLS.signIn.path, { name: op.name, password: op.password })).status).toBe(200);
    const actions = (await auditEntries()).filter((e) => e.target === `operator:${op.name}`).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['operator.disable', 'operator.enable']));
  });

  it('a new password ends the sessions; only the new one signs in', async () => {
    const admin = await signedInOperator(t, 'chefe');
    const op = await signedInOperator(t, 'senha', 'content');
    const reset = await t.post(path(OPS_CALLS.operatorPassword.path, op.id), { password: 'outra-senha-forte', version: 1 }, admin.headers);
    expect(reset.status).toBe(200);
    expect((await t.get(OPS_CALLS.whoAmI.path, op.headers)).status).toBe(401);
    expect((await t.post(OPS_CALLS.signIn.path, { name: op.name, password: op.password })).status).toBe(400);
    expect((await t.post(OPS_CALLS.signIn.path, { name: op.name, password: 'outra-senha-forte' })).status).toBe(200);
    expect(await t.post(path(OPS_CALLS.operatorPassword.path, op.id), { password: 'curta', version: 2 }, admin.headers)).toMatchObject({ status: 400, body: { msg: M.passwordInvalid } });
    expect(await auditEntries()).toContainEqual(expect.objectContaining({ actor: admin.name, action: 'operator.password', target: `operator:${op.name}` }));
  });

  it('an admin neither disables nor demotes themself', async () => {
    const admin = await signedInOperator(t, 'eu');
    expect(await t.post(path(OPS_CALLS.operatorStatus.path, admin.id), { disabled: true, version: 1 }, admin.headers)).toMatchObject({ status: 400, body: { msg: M.selfDisable } });
    expect(await t.post(path(OPS_CALLS.operatorRole.path, admin.id), { role: 'reviewer', version: 1 }, admin.headers)).toMatchObject({ status: 400, body: { msg: M.selfDemote } });
    expect(await accountOf(admin.id)).toMatchObject({ role: 'admin', disabled: false, version: 1 });
  });
});

describe('authenticator (TOTP)', () => {
  it('enrols with a QR and a code; sign-in then asks for the code and refuses a wrong one', async () => {
    const op = await signedInOperator(t, 'totp', 'reviewer');
    const started = await t.post(OPS_CALLS.totpStart.path, {}, op.headers);
    expect(started.body.data.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(started.body.data.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    const base32 = started.body.data.secret as string;
    expect(await t.post(OPS_CALLS.totpConfirm.path, { code: wrongCodeOf(base32) }, op.headers)).toMatchObject({ status: 400, body: { msg: M.totpWrong } });
    expect(await t.post(OPS_CALLS.totpConfirm.path, { code: '12' }, op.headers)).toMatchObject({ status: 400, body: { msg: M.codeInvalid } });
    expect((await t.post(OPS_CALLS.totpConfirm.path, { code: codeOf(base32) }, op.headers)).body.data).toMatchObject({ totp_enabled: true });
    expect((await t.get(OPS_CALLS.whoAmI.path, op.headers)).body.data.totp_enabled).toBe(true);
    expect(await t.post(OPS_CALLS.totpStart.path, {}, op.headers)).toMatchObject({ status: 400, body: { msg: M.totpAlreadyOn } });

    const credentials = { name: op.name, password: op.password };
    expect(await t.post(OPS_CALLS.signIn.path, credentials)).toMatchObject({ status: 400, body: { code: TOTP_NEEDED_CODE, msg: M.totpMissing } });
    expect(await t.post(OPS_CALLS.signIn.path, { ...credentials, code: wrongCodeOf(base32) })).toMatchObject({ status: 400, body: { code: TOTP_NEEDED_CODE, msg: M.totpWrong } });
    // The code that confirmed is spent; the next one signs in, once.
    expect(await t.post(OPS_CALLS.signIn.path, { ...credentials, code: codeOf(base32) })).toMatchObject({ status: 400, body: { msg: M.totpReused } });
    t.clock.advance(30);
    const signedIn = await t.post(OPS_CALLS.signIn.path, { ...credentials, code: codeOf(base32) });
    expect(signedIn.body.data).toMatchObject({ name: op.name, role: 'reviewer', totp_enabled: true });
    expect(await t.post(OPS_CALLS.signIn.path, { ...credentials, code: codeOf(base32) })).toMatchObject({ status: 400, body: { msg: M.totpReused } });
    // One code sent twice at once signs in once.
    t.clock.advance(30);
    const code = codeOf(base32);
    const both = await Promise.all([1, 2].map(() => t.post(OPS_CALLS.signIn.path, { ...credentials, code })));
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(await auditEntries()).toContainEqual(expect.objectContaining({ actor: op.name, action: 'operator.totp.enable' }));
  });

  it('a code that signed in cannot also turn the authenticator off, nor the other way round', async () => {
    const op = await signedInOperator(t, 'gasto');
    const base32 = await enrol(t, op.token);
    t.clock.advance(30);
    const code = codeOf(base32);
    const session = await t.post(OPS_CALLS.signIn.path, { name: op.name, password: op.password, code });
    expect(session.status).toBe(200);
    expect(await t.post(OPS_CALLS.totpDisable.path, { code }, asToken(session.body.data.token))).toMatchObject({ status: 400, body: { msg: M.totpReused } });
    expect((await t.get(OPS_CALLS.whoAmI.path, asToken(session.body.data.token))).body.data.totp_enabled).toBe(true);
    t.clock.advance(30);
    const next = codeOf(base32);
    expect((await t.post(OPS_CALLS.totpDisable.path, { code: next }, asToken(session.body.data.token))).status).toBe(200);
    expect(await t.post(OPS_CALLS.signIn.path, { name: op.name, password: op.password, code: next })).toMatchObject({ status: 200 });
  });

  it('wrong codes count towards the account\'s lock', async () => {
    const op = await signedInOperator(t, 'trava');
    const base32 = await enrol(t, op.token);
    for (let i = 0; i < 5; i += 1) expect((await t.post(OPS_CALLS.signIn.path, { name: op.name, password: op.password, code: wrongCodeOf(base32) })).status).toBe(400);
    const locked = await t.post(OPS_CALLS.signIn.path, { name: op.name, password: op.password, code: codeOf(base32) });
    expect(locked.status).toBe(429);
  });

  it('the operator turns it off with a current code; an admin removes it over the version', async () => {
    const admin = await signedInOperator(t, 'chefe');
    const own = await signedInOperator(t, 'desliga', 'content');
    const ownSecret = await enrol(t, own.token);
    expect(await t.post(OPS_CALLS.totpDisable.path, { code: wrongCodeOf(ownSecret) }, own.headers)).toMatchObject({ status: 400, body: { msg: M.totpWrong } });
    // The code that turned it on is spent: seen on a screen, it cannot turn it off.
    expect(await t.post(OPS_CALLS.totpDisable.path, { code: codeOf(ownSecret) }, own.headers)).toMatchObject({ status: 400, body: { msg: M.totpReused } });
    t.clock.advance(30);
    expect((await t.post(OPS_CALLS.totpDisable.path, { code: codeOf(ownSecret) }, own.headers)).body.data.totp_enabled).toBe(false);
    expect((await t.post(OPS_CALLS.signIn.path, { name: own.name, password: own.password })).status).toBe(200);

    const lost = await signedInOperator(t, 'perdeu', 'reviewer');
    await enrol(t, lost.token);
    const account = await accountOf(lost.id);
    expect(account).toMatchObject({ totp_enabled: true, version: 2 });
    expect(await t.post(path(OPS_CALLS.operatorTotpRemove.path, lost.id), { version: 1 }, admin.headers)).toMatchObject({ status: 400, body: { msg: M.changedMeanwhile } });
    expect((await t.post(path(OPS_CALLS.operatorTotpRemove.path, lost.id), { version: 2 }, admin.headers)).body.data).toMatchObject({ totp_enabled: false, version: 3 });
    expect((await t.post(OPS_CALLS.signIn.path, { name: lost.name, password: lost.password })).status).toBe(200);
    expect(await auditEntries()).toContainEqual(expect.objectContaining({ actor: admin.name, action: 'operator.totp.remove', target: `operator:${lost.name}` }));
  });

  it('the shared secret has no account of its own to protect', async () => {
    expect(await t.post(OPS_CALLS.totpStart.path, {}, secret)).toMatchObject({ status: 400, body: { msg: M.accountOnly } });
  });
});

describe('production', () => {
  it('lets an admin without an authenticator only turn one on; then everything', async () => {
    const production = await createTestApp({ database: t.database, seed: false, mode: 'production' });
    try {
      const admin = await signedInOperator(production, 'prod');
      const reviewer = await signedInOperator(production, 'prodrev', 'reviewer');
      expect((await production.get(OPS_CALLS.whoAmI.path, admin.headers)).body.data).toMatchObject({ role: 'admin', totp_enabled: false, totp_required: true });
      expect(await production.get(OPS_CALLS.operatorList.path, admin.headers)).toMatchObject({ status: 403, body: { msg: M.totpRequired } });
      expect(await production.get(OPS_CALLS.memberSearch.path, { ...admin.headers, query: 'q=x' })).toMatchObject({ status: 403, body: { msg: M.totpRequired } });
      expect(await production.get(OPS_CALLS.rewardRules.path, admin.headers)).toMatchObject({ status: 403, body: { msg: M.totpRequired } });
      // Reviewers and the shared secret are not held back.
      expect((await production.get(OPS_CALLS.memberSearch.path, { ...reviewer.headers, query: 'q=x' })).status).toBe(200);
      expect((await production.get(OPS_CALLS.operatorList.path, secret)).status).toBe(200);

      const base32 = await enrol(production, admin.token);
      expect((await production.get(OPS_CALLS.operatorList.path, admin.headers)).status).toBe(200);
      production.clock.advance(30);
      const again = await production.post(OPS_CALLS.signIn.path, { name: admin.name, password: admin.password, code: codeOf(base32, production) });
      expect(again.body.data).toMatchObject({ totp_enabled: true, totp_required: false });
      expect((await production.post(OPS_CALLS.signOut.path, {}, admin.headers)).status).toBe(200);
    } finally {
      await production.close();
    }
  });

  it('takes the shared secret as no way around the roles: it makes operators and removes a lost authenticator, nothing else', async () => {
    const production = await createTestApp({ database: t.database, seed: false, mode: 'production' });
    try {
      const admin = await signedInOperator(production, 'chefeprod');
      const account = await accountOf(admin.id, production);
      const refusedToSecret = { status: 403, body: { msg: M.secretInProduction } };
      expect(await production.post(path(OPS_CALLS.operatorStatus.path, admin.id), { disabled: true, version: account.version }, secret)).toMatchObject(refusedToSecret);
      expect(await production.post(path(OPS_CALLS.operatorRole.path, admin.id), { role: 'reviewer', version: account.version }, secret)).toMatchObject(refusedToSecret);
      expect(await production.get(OPS_CALLS.rewardRules.path, secret)).toMatchObject(refusedToSecret);
      expect(await production.get(OPS_CALLS.outbox.path, secret)).toMatchObject(refusedToSecret);
      expect(await accountOf(admin.id, production)).toMatchObject({ role: 'admin', disabled: false, version: account.version });
      const audit = (await t.db.select().from(opsAudit)).filter((row) => row.action === 'ops.forbidden' && row.actor === 'cli');
      expect(audit.map((row) => row.target)).toEqual(expect.arrayContaining(['operatorStatus', 'operatorRole', 'rewardRules', 'outbox']));

      const base32 = await enrol(production, admin.token);
      const enrolled = await accountOf(admin.id, production);
      expect((await production.post(path(OPS_CALLS.operatorTotpRemove.path, admin.id), { version: enrolled.version }, secret)).body.data).toMatchObject({ totp_enabled: false });
      expect(base32).toMatch(/^[A-Z2-7]+$/);
    } finally {
      await production.close();
    }
  });
});
