/**
 * Tracking scripts from the console. A script is saved only if it parses as a classic script,
 * with the same parser and options as the member app's loader (src/lib/syntax-check.ts), so a
 * saved script is never one the loader would skip.
 */
import { parse } from 'acorn';
import { OPS_CONTENT_MESSAGES as M, type OpsTrackingScript, TRACKING_PREVIEW_CHARS } from '../../src/domain/contract/content-ops.ts';
import type { AppContext } from '../context.ts';
import type { Transaction } from '../db/client.ts';
import { publish } from '../realtime/events.ts';
import type { trackingScripts } from '../db/schema.ts';
import { fill } from '../messaging/templates.ts';
import * as repo from '../repositories/site.ts';
import { type AuditRecord, audited } from './audit.ts';
import type { Actor } from './operators.ts';
import { refused } from './refusal.ts';

/** Where the parser stopped, from 1, or null when the text parses. */
export function syntaxErrorIn(source: string): { line: number; column: number } | null {
  try {
    parse(source, { ecmaVersion: 'latest', sourceType: 'script' });
    return null;
  } catch (error) {
    const loc = (error as { loc?: { line: number; column: number } }).loc;
    return { line: loc?.line ?? 1, column: (loc?.column ?? 0) + 1 };
  }
}

function listed(row: typeof trackingScripts.$inferSelect): OpsTrackingScript {
  return { id: row.id, name: row.name, enabled: row.enabled, sort: row.sort, preview: row.content.slice(0, TRACKING_PREVIEW_CHARS) };
}

/**
 * A change, its audit entry and its `site` event in one transaction (the other processes forget
 * their copy on commit), then this process's copy forgotten at once: its next page already follows.
 * A change that finds no script (null) is refused, so nothing of it is kept.
 */
async function changed<T>(ctx: AppContext, actor: Actor, change: (tx: Transaction) => Promise<T | null>, entry: (row: T) => AuditRecord): Promise<T> {
  const apply = async (tx: Transaction) => {
    const row = await change(tx);
    if (!row) throw refused(M.trackingScriptNotFound);
    await publish(tx, { type: 'site' });
    return row;
  };
  const result = await audited(ctx, actor, apply, entry);
  ctx.trackingScripts.forget();
  return result;
}

export async function listTrackingScripts(ctx: AppContext): Promise<OpsTrackingScript[]> {
  return (await repo.listAllTrackingScripts(ctx.db)).map(listed);
}

export async function addCheckedTrackingScript(ctx: AppContext, actor: Actor, script: { name: string; content: string; enabled: boolean; sort: number }) {
  const error = syntaxErrorIn(script.content);
  if (error) throw refused(fill(M.trackingScriptSyntax, error));
  const row = await changed(
    ctx, actor, (tx) => repo.insertTrackingScript(tx, script),
    (added) => ({ action: 'tracking.create', target: `tracking-scripts:${added.id}`, detail: { name: added.name, enabled: added.enabled } }),
  );
  return { id: row.id, name: row.name, content: row.content, enabled: row.enabled };
}

export async function setTrackingScriptEnabled(ctx: AppContext, actor: Actor, id: number, enabled: boolean): Promise<OpsTrackingScript> {
  const row = await changed(
    ctx, actor, (tx) => repo.updateTrackingScriptEnabled(tx, id, enabled),
    (updated) => ({ action: enabled ? 'tracking.enable' : 'tracking.disable', target: `tracking-scripts:${id}`, detail: { name: updated.name } }),
  );
  return listed(row);
}

export async function deleteTrackingScript(ctx: AppContext, actor: Actor, id: number): Promise<{ id: number; name: string }> {
  return changed(
    ctx, actor, (tx) => repo.deleteTrackingScript(tx, id),
    (gone) => ({ action: 'tracking.delete', target: `tracking-scripts:${id}`, detail: { name: gone.name } }),
  );
}
