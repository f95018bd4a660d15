/**
 * The operators' audit: every decision with who made it and when. An audited write and its audit
 * row are one transaction, both kept or neither: `recordDecision` only takes a transaction, and
 * `audited` opens one around a write. (An audit written after its write committed could fail, e.g.
 * on a value its jsonb refuses, and leave a change nobody is listed for, answered as a 500.)
 */
import type { AuditEntry } from '../../src/domain/contract/ops-reviews.ts';
import type { AppContext } from '../context.ts';
import type { Transaction } from '../db/client.ts';
import * as repo from '../repositories/operators.ts';
import type { Actor } from './operators.ts';
import { pageOf, pageWindow } from './reward-views.ts';

export interface AuditRecord {
  action: string;
  target: string;
  detail?: Record<string, unknown>;
}

const rowOf = (ctx: Pick<AppContext, 'now'>, actor: Actor, record: AuditRecord) => ({
  actor: actor.name, operatorId: actor.operatorId, action: record.action, target: record.target, detail: record.detail ?? {}, createdAt: ctx.now(),
});

/** The audit row of a decision, in the transaction of the write it records. */
export async function recordDecision(ctx: Pick<AppContext, 'now'>, actor: Actor, record: AuditRecord, tx: Transaction): Promise<void> {
  await repo.insertAudit(tx, rowOf(ctx, actor, record));
}

/**
 * Runs `write` and writes its audit row in one transaction: if either fails, neither is kept.
 * `entry` is the record, or is made from what the write returned (a new row's id); null records
 * nothing, for a write that changed nothing (a retried credit). The write comes first so that
 * TypeScript knows its result's type when it reads `entry`.
 */
export async function audited<T>(
  ctx: AppContext, actor: Actor, write: (tx: Transaction) => Promise<T>, entry: AuditRecord | ((result: T) => AuditRecord | null),
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    const result = await write(tx);
    const record = typeof entry === 'function' ? entry(result) : entry;
    if (record) await recordDecision(ctx, actor, record, tx);
    return result;
  });
}

/** An audit row that is the whole write (a refused call, files stored outside the database): one statement, nothing to keep in step. */
export async function recordAlone(ctx: AppContext, actor: Actor, record: AuditRecord): Promise<void> {
  await repo.insertAudit(ctx.db, rowOf(ctx, actor, record));
}

export async function auditPage(ctx: AppContext, page: number, pageSize: number) {
  const { limit, offset } = pageWindow(page, pageSize);
  const rows = await repo.listAudit(ctx.db, limit, offset);
  const entries: AuditEntry[] = rows.map((row) => ({
    id: row.id, actor: row.actor, action: row.action, target: row.target, detail: row.detail, created_at: row.createdAt.toISOString(),
  }));
  return pageOf(entries, page, pageSize);
}
