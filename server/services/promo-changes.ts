/**
 * What every console change of a promotion shares: the digest its view carries as a version (a save
 * sends back the one it loaded), and the audit entry with the `market` event that makes the
 * members' widgets refetch, both in the change's own transaction.
 */
import { createHash } from 'node:crypto';
import type { AppContext } from '../context.ts';
import type { Transaction } from '../db/client.ts';
import { publish } from '../realtime/events.ts';
import { recordDecision } from './audit.ts';
import type { Actor } from './operators.ts';

export const digest = (values: unknown[]) => createHash('sha256').update(JSON.stringify(values)).digest('hex').slice(0, 16);

export async function announce(ctx: AppContext, tx: Transaction, actor: Actor, action: string, target: string, detail: Record<string, unknown>) {
  await recordDecision(ctx, actor, { action, target, detail }, tx);
  await publish(tx, { type: 'market' });
}
