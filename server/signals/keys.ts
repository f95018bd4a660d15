/**
 * The signals key: what signs the device ids the server issues (device-key.ts) and what the
 * addresses and browsers of risk events are hashed with (events.ts). SIGNALS_KEY (32 random
 * bytes, base64) when set; else a key made on first start and kept in `app_secrets`, like the
 * demo's VAPID pair. Production should set it: the hashes of a database copy are then not
 * reversible by whoever holds only the copy (docs/risk.md, docs/operations.md).
 */
import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { appSecrets } from '../db/schema.ts';

const KEY_BYTES = 32;
const STORED_NAME = 'signals_key';

/** Two keys derived from one secret, so a device key never doubles as an address hash. */
export interface SignalKeys {
  device: Buffer;
  hash: Buffer;
}

/** A base64 (or base64url) key of exactly 32 bytes, else null. */
export function parseSignalsKey(text: string | undefined): Buffer | null {
  const trimmed = text?.trim() ?? '';
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return null;
  const key = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return key.length === KEY_BYTES ? key : null;
}

export function signalKeysFrom(secret: Buffer): SignalKeys {
  const derive = (purpose: string) => Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `premia-signals/${purpose}`, KEY_BYTES));
  return { device: derive('device-key'), hash: derive('hash') };
}

/** HMAC-SHA256 with a key, base64url: equal inputs give equal outputs, and only the key holder can make one. */
export const keyedHash = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest('base64url');

/** Race-safe like the other stored secrets: of two processes starting together one insert wins and both read it. */
export async function ensureSignalKeys(db: Executor, env: NodeJS.ProcessEnv = process.env): Promise<SignalKeys> {
  const given = parseSignalsKey(env.SIGNALS_KEY);
  if (given) return signalKeysFrom(given);
  const read = async () => (await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, STORED_NAME)))[0]?.value;
  if (typeof (await read()) !== 'string') await db.insert(appSecrets).values({ name: STORED_NAME, value: randomBytes(KEY_BYTES).toString('base64') }).onConflictDoNothing();
  const stored = parseSignalsKey(String(await read()));
  if (!stored) throw new Error('app_secrets.signals_key is not a 32-byte key');
  return signalKeysFrom(stored);
}
