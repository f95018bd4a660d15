/**
 * Operators' authenticator secrets are stored sealed (AES-256-GCM), never as the base32 an app
 * reads: a copy of the database (a backup, a leaked dump) must not let anyone make codes.
 *
 * The key is TOTP_ENCRYPTION_KEY (32 random bytes, base64; production refuses to start without
 * it). To rotate, set the new key and move the old one to TOTP_ENCRYPTION_OLD_KEYS (comma
 * separated): every start re-seals what an old key opens with the new one (rekeyTotpSecrets).
 * A lost key cannot be recovered: its operators' authenticators are unreadable, and an admin
 * (or the shared secret, for the last admin) removes them so each operator enrols again.
 * The demo makes a key on first start and keeps it in `app_secrets`.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { appSecrets } from '../db/schema.ts';

const KEY_BYTES = 32;
const IV_BYTES = 12;
const VERSION = 'v1';
const STORED_NAME = 'totp_key';

export interface TotpKeys {
  current: Buffer;
  /** Keys that still open secrets sealed before a rotation. */
  old: Buffer[];
}

/** A key's short public name, stored beside each sealed secret so the right key is tried. */
const keyId = (key: Buffer) => createHash('sha256').update(key).digest('base64url').slice(0, 8);

/** A base64 (or base64url) key of exactly 32 bytes, else null. */
export function parseTotpKey(text: string | undefined): Buffer | null {
  const trimmed = text?.trim() ?? '';
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return null;
  const key = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return key.length === KEY_BYTES ? key : null;
}

export function sealTotpSecret(keys: TotpKeys, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keys.current, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, keyId(keys.current), iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
}

/**
 * The base32 secret of a stored value, or null when no key given opens it. A value with no
 * seal at all is a secret stored before sealing began (rekeyTotpSecrets seals it at start).
 */
export function openTotpSecret(keys: TotpKeys, stored: string): string | null {
  const parts = stored.split('.');
  if (parts.length === 1) return /^[A-Z2-7]+=*$/.test(stored) ? stored : null;
  const [version, id, iv, tag, sealed] = parts;
  const key = [keys.current, ...keys.old].find((candidate) => keyId(candidate) === id);
  if (version !== VERSION || !key || !iv || !tag || !sealed) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** Sealed with the current key already: nothing to re-seal. */
export const isSealedWithCurrent = (keys: TotpKeys, stored: string) => stored.split('.')[1] === keyId(keys.current);

/**
 * The environment's keys; else (the demo, tests) one made on first start and kept in the database.
 * Race-safe like the VAPID pair: of two processes starting together one insert wins.
 */
export async function ensureTotpKeys(db: Executor, env: NodeJS.ProcessEnv = process.env): Promise<TotpKeys> {
  const old = (env.TOTP_ENCRYPTION_OLD_KEYS ?? '').split(',').map(parseTotpKey).filter((key): key is Buffer => key !== null);
  const given = parseTotpKey(env.TOTP_ENCRYPTION_KEY);
  if (given) return { current: given, old };
  const read = async () => (await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, STORED_NAME)))[0]?.value;
  if (typeof (await read()) !== 'string') await db.insert(appSecrets).values({ name: STORED_NAME, value: randomBytes(KEY_BYTES).toString('base64') }).onConflictDoNothing();
  const stored = parseTotpKey(String(await read()));
  if (!stored) throw new Error('app_secrets.totp_key is not a 32-byte key');
  return { current: stored, old };
}
