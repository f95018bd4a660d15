/** The console's "Risco" (services/risk-console.ts). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { serveCall } from '../http/serve-call.ts';
import {
  addListEntry, decideHolds, flagMember, removeListEntry, riskHolds, riskLists, riskMember, riskMembers, riskRules, saveRule,
} from '../services/risk-console.ts';
import { testRule } from '../services/risk-rule-test.ts';
import { decidePending, listPendingPoints } from '../services/pending-points.ts';

export function registerOpsRiskRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveCall(app, ctx, 'riskMembers', async (input) => riskMembers(ctx, input.min_score));
  serveCall(app, ctx, 'riskMember', async (input) => riskMember(ctx, input.id));
  serveCall(app, ctx, 'riskFlagMember', async (input, call) => flagMember(ctx, call.actor, input.id));
  serveCall(app, ctx, 'riskHolds', async (input) => riskHolds(ctx, input));
  serveCall(app, ctx, 'riskDecideHolds', async (input, call) => decideHolds(ctx, call.actor, input));
  serveCall(app, ctx, 'riskPendingPoints', async (input) => listPendingPoints(ctx, input.member_id));
  serveCall(app, ctx, 'riskDecidePending', async (input, call) => decidePending(ctx, call.actor, input));
  serveCall(app, ctx, 'riskRules', async () => riskRules(ctx));
  serveCall(app, ctx, 'riskSaveRule', async (input, call) => saveRule(ctx, call.actor, input));
  serveCall(app, ctx, 'riskTestRule', async (input) => testRule(ctx, input));
  serveCall(app, ctx, 'riskLists', async () => riskLists(ctx));
  serveCall(app, ctx, 'riskAddListEntry', async (input, call) => addListEntry(ctx, call.actor, input));
  serveCall(app, ctx, 'riskRemoveListEntry', async (input, call) => removeListEntry(ctx, call.actor, input.id));
}
