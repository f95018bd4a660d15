/** The VAPID key pair: made on first start, kept in `app_secrets`, the same for every process. */
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Executor } from '../db/client.ts';
import { appSecrets } from '../db/schema.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const NAME = 'vapid';

function isVapidKeys(value: unknown): value is VapidKeys {
  const keys = value as Partial<VapidKeys> | null;
  return typeof keys?.publicKey === 'string' && typeof keys.privateKey === 'string';
}

/** Race-safe: of two processes starting together one insert wins (`on conflict do nothing`) and both read the winner. */
export async function ensureVapidKeys(db: Executor): Promise<VapidKeys> {
  const read = async () => (await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, NAME)))[0]?.value;
  const existing = await read();
  if (isVapidKeys(existing)) return existing;
  const made = webpush.generateVAPIDKeys();
  await db.insert(appSecrets).values({ name: NAME, value: made }).onConflictDoNothing();
  const stored = await read();
  if (!isVapidKeys(stored)) throw new Error('app_secrets.vapid is not a key pair');
  return stored;
}
