/** The operators' audit: every decision with who made it and when. */
import type { AuditEntry } from '../../src/domain/contract/ops-reviews.ts';
import type { AppContext } from '../context.ts';
import type { Executor } from '../db/client.ts';
import * as repo from '../repositories/operators.ts';
import type { Actor } from './operators.ts';
import { pageOf, pageWindow } from './reward-views.ts';

export interface AuditRecord {
  action: string;
  target: string;
  detail?: Record<string, unknown>;
}

/** Written after the decision committed (or in its transaction when `db` is one), so only decisions that happened are listed. */
export async function recordDecision(ctx: AppContext, actor: Actor, record: AuditRecord, db: Executor = ctx.db): Promise<void> {
  await repo.insertAudit(db, {
    actor: actor.name, operatorId: actor.operatorId, action: record.action, target: record.target, detail: record.detail ?? {}, createdAt: ctx.now(),
  });
}

export async function auditPage(ctx: AppContext, page: number, pageSize: number) {
  const { limit, offset } = pageWindow(page, pageSize);
  const rows = await repo.listAudit(ctx.db, limit, offset);
  const entries: AuditEntry[] = rows.map((row) => ({
    id: row.id, actor: row.actor, action: row.action, target: row.target, detail: row.detail, created_at: row.createdAt.toISOString(),
  }));
  return pageOf(entries, page, pageSize);
}
