/** Random secrets: session tokens, captcha ids and numeric codes; only their hashes are stored. */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const newToken = (): string => randomBytes(32).toString('base64url');

export const newId = (): string => randomBytes(16).toString('base64url');

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

export function numericCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += String(randomInt(10));
  return code;
}

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(sha256(a));
  const right = Buffer.from(sha256(b));
  return timingSafeEqual(left, right);
}
