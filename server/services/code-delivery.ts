/**
 * The handle a member's form follows a code's delivery with: the code's id signed with a key of
 * `app_secrets`. Nobody can make a handle for another person's code (ids are sequential; the
 * signature is not), and the answer is only the delivery status, never the target or the code.
 */
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CodeDeliveryStatus } from '../../src/domain/contract/auth.ts';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import type { Executor } from '../db/client.ts';
import { appSecrets } from '../db/schema.ts';
import { deliveryOf } from '../repositories/verification-codes.ts';
import { newToken, sameSecret } from '../security/tokens.ts';
import { refused } from './refusal.ts';

const KEY_NAME = 'code-delivery';
const keys = new WeakMap<object, Promise<string>>();

function isKey(value: unknown): value is { key: string } {
  return typeof (value as { key?: unknown } | null)?.key === 'string';
}

/** Made on first use; of two processes making it together one insert wins and both read it. */
async function readOrMakeKey(db: Executor): Promise<string> {
  const read = async () => (await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, KEY_NAME)))[0]?.value;
  const existing = await read();
  if (isKey(existing)) return existing.key;
  await db.insert(appSecrets).values({ name: KEY_NAME, value: { key: newToken() } }).onConflictDoNothing();
  const stored = await read();
  if (!isKey(stored)) throw new Error('app_secrets.code-delivery is not a key');
  return stored.key;
}

function deliveryKey(ctx: AppContext): Promise<string> {
  let key = keys.get(ctx.db);
  if (!key) {
    key = readOrMakeKey(ctx.db);
    keys.set(ctx.db, key);
    key.catch(() => keys.delete(ctx.db));
  }
  return key;
}

const signature = (key: string, codeId: number) => createHmac('sha256', key).update(`code:${codeId}`).digest('base64url');

export async function deliveryHandle(ctx: AppContext, codeId: number): Promise<string> {
  return `${codeId}.${signature(await deliveryKey(ctx), codeId)}`;
}

/** pending and sending are both "on its way" for the member; failed is retried later. */
const STATUS_SHOWN: Record<string, CodeDeliveryStatus> = { pending: 'sending', sending: 'sending', sent: 'sent', failed: 'failed', dead: 'dead' };

export async function deliveryStatus(ctx: AppContext, handle: string): Promise<CodeDeliveryStatus> {
  const [idText = '', given = ''] = handle.split('.');
  const codeId = Number(idText);
  const valid = Number.isSafeInteger(codeId) && codeId > 0 && sameSecret(given, signature(await deliveryKey(ctx), codeId));
  const row = valid ? await deliveryOf(ctx.db, codeId) : undefined;
  if (!row) throw refused(SERVER_MESSAGES.codeDeliveryUnknown);
  return STATUS_SHOWN[row.status ?? 'pending'] ?? 'sending';
}
