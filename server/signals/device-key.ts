/**
 * The device key: `<device id>.<signature>`, the signature HMAC-SHA256 over the id with the
 * server's device key, cut to 128 bits. The server issues the id (128 random bits), so a script
 * cannot choose one, and cannot name another device's id without that device's key.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const ID_BYTES = 16;
const SIGNATURE_BYTES = 16;
/** Ids issued by the server, and the browser-computed ids of devices from before keys (8 to 128 characters). */
const DEVICE_ID = /^[A-Za-z0-9_-]{8,128}$/;

export const newDeviceId = () => randomBytes(ID_BYTES).toString('base64url');

const signatureOf = (key: Buffer, deviceId: string) => createHmac('sha256', key).update(deviceId).digest().subarray(0, SIGNATURE_BYTES);

export const signDeviceKey = (key: Buffer, deviceId: string) => `${deviceId}.${signatureOf(key, deviceId).toString('base64url')}`;

/** The device id a key names when the server signed it; null for anything else. */
export function verifiedDeviceId(key: Buffer, deviceKey: string | undefined): string | null {
  if (!deviceKey) return null;
  const dot = deviceKey.lastIndexOf('.');
  const deviceId = deviceKey.slice(0, dot);
  const given = Buffer.from(deviceKey.slice(dot + 1), 'base64url');
  if (dot < 0 || !DEVICE_ID.test(deviceId) || given.length !== SIGNATURE_BYTES) return null;
  return timingSafeEqual(given, signatureOf(key, deviceId)) ? deviceId : null;
}
