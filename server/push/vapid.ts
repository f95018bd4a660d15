/**
 * The VAPID key pair, the same for every process. Production takes it from the environment
 * (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: a key that signs must not live only in the database it
 * could be restored over); the demo makes one on first start and keeps it in `app_secrets`.
 */
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Executor } from '../db/client.ts';
import { appSecrets } from '../db/schema.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const NAME = 'vapid';
const PUBLIC_KEY_BYTES = 65;
const PRIVATE_KEY_BYTES = 32;

function isVapidKeys(value: unknown): value is VapidKeys {
  const keys = value as Partial<VapidKeys> | null;
  return typeof keys?.publicKey === 'string' && typeof keys.privateKey === 'string';
}

const base64urlBytes = (key: string) => (/^[A-Za-z0-9_-]+$/.test(key) ? Buffer.from(key, 'base64url').length : -1);

/** The pair in the environment, used only whole and well formed (production checks refuse anything else). */
export function vapidKeysFromEnvironment(env: NodeJS.ProcessEnv): VapidKeys | null {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() ?? '';
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() ?? '';
  if (base64urlBytes(publicKey) !== PUBLIC_KEY_BYTES || base64urlBytes(privateKey) !== PRIVATE_KEY_BYTES) return null;
  return { publicKey, privateKey };
}

/**
 * The environment's pair when it has one; else the stored pair, made on first start.
 * Race-safe: of two processes starting together one insert wins (`on conflict do nothing`) and both read the winner.
 */
export async function ensureVapidKeys(db: Executor, env: NodeJS.ProcessEnv = process.env): Promise<VapidKeys> {
  const given = vapidKeysFromEnvironment(env);
  if (given) return given;
  const read = async () => (await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, NAME)))[0]?.value;
  const existing = await read();
  if (isVapidKeys(existing)) return existing;
  const made = webpush.generateVAPIDKeys();
  await db.insert(appSecrets).values({ name: NAME, value: made }).onConflictDoNothing();
  const stored = await read();
  if (!isVapidKeys(stored)) throw new Error('app_secrets.vapid is not a key pair');
  return stored;
}
