/** The review calls by role: each role makes only the calls its definition allows; a refusal is Portuguese and audited. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';
import type { OperatorRole } from '../../src/domain/contract/ops-roles.ts';
import { SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import { OPS_MESSAGES as O } from '../../src/domain/ops.pt.ts';
import { OPS_REVIEW_MESSAGES as M } from '../../src/domain/ops-reviews.pt.ts';
import { operators, opsAudit } from '../../server/db/schema.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { signedInOperator } from './ops-flows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** An operator signed in, then given `role` in the database (the console has no role editor here). */
async function operatorWithRole(role: OperatorRole) {
  const operator = await signedInOperator(t, role);
  await t.db.update(operators).set({ role }).where(eq(operators.name, operator.name));
  return operator;
}

const decidePath = OPS_CALLS.reviewDecide.path.replace(':queue', 'withdrawals');
const forbiddenRows = (actor: string) => t.db.select().from(opsAudit).where(and(eq(opsAudit.actor, actor), eq(opsAudit.action, 'ops.forbidden')));

describe('review calls by role', () => {
  it('refuses a content operator a review decision in Portuguese and writes ops.forbidden to the audit', async () => {
    const content = await operatorWithRole('content');
    const refused = await t.post(decidePath, { id: 1, decision: 'approve', remark: 'ok' }, content.headers);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 403, msg: 'Seu perfil (Conteúdo) não permite esta ação', data: null });
    const rows = await forbiddenRows(content.name);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ target: 'reviewDecide', detail: { role: 'content' } });
  });

  it('lets a reviewer decide (the rule then speaks) but not read the audit; content may broadcast', async () => {
    const reviewer = await operatorWithRole('reviewer');
    const decided = await t.post(decidePath, { id: 999_999, decision: 'approve' }, reviewer.headers);
    expect(decided.body).toMatchObject({ code: 400, msg: S.recordNotFound });
    expect((await t.get(OPS_CALLS.audit.path, reviewer.headers)).status).toBe(403);
    expect(await forbiddenRows(reviewer.name)).toMatchObject([{ target: 'audit' }]);

    const content = await operatorWithRole('content');
    const sent = await t.post(OPS_CALLS.broadcastMessage.path, { title: 'Aviso', body: 'Manutenção às 3h' }, content.headers);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ title: 'Aviso', body: 'Manutenção às 3h' });
  });

  it('names the field of a bad input in Portuguese', async () => {
    const reviewer = await operatorWithRole('reviewer');
    const path = OPS_CALLS.reviewDecideMany.path.replace(':queue', 'withdrawals');
    expect((await t.post(path, { ids: [], approve: true }, reviewer.headers)).body.msg).toBe(M.itemsInvalid.replace('{{max}}', '100'));
    expect((await t.post(path, { ids: [1], approve: false }, reviewer.headers)).body.msg).toBe(O.remarkRequired);
    expect((await t.post(decidePath, { id: 1, decision: 'talvez' }, reviewer.headers)).body.msg).toBe(M.decisionInvalid);
    expect((await t.get(OPS_CALLS.reviewList.path.replace(':queue', 'withdrawals'), { ...reviewer.headers, query: 'limit=0' })).body.msg).toBe(M.limitInvalid);
  });
});
