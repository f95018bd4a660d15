/** The device key's signature (server/signals/device-key.ts) and the signals key it comes from. */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newDeviceId, signDeviceKey, verifiedDeviceId } from '../../server/signals/device-key.ts';
import { keyedHash, parseSignalsKey, signalKeysFrom } from '../../server/signals/keys.ts';

const keys = signalKeysFrom(randomBytes(32));

describe('device keys', () => {
  it('names the id they were signed for', () => {
    const id = newDeviceId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newDeviceId()).not.toBe(id);
    expect(verifiedDeviceId(keys.device, signDeviceKey(keys.device, id))).toBe(id);
  });

  it('name nothing when altered, made up, signed with another key or not there', () => {
    const key = signDeviceKey(keys.device, newDeviceId());
    const [, signature] = key.split('.');
    const flipped = `${key.slice(0, 3)}${key[3] === 'A' ? 'B' : 'A'}${key.slice(4)}`;
    for (const bad of [flipped, `${newDeviceId()}.${signature}`, `${newDeviceId()}.${newDeviceId()}`, key.slice(0, -1), `${key}A`, key.replace('.', ''), '', undefined]) {
      expect(verifiedDeviceId(keys.device, bad)).toBeNull();
    }
    expect(verifiedDeviceId(signalKeysFrom(randomBytes(32)).device, key)).toBeNull();
  });

  it('sign the browser-computed ids of devices from before keys too', () => {
    const legacy = 'Xy3_fingerprint-of-an-old-device-0123456789a';
    expect(verifiedDeviceId(keys.device, signDeviceKey(keys.device, legacy))).toBe(legacy);
  });
});

describe('the signals key', () => {
  it('reads 32 bytes of base64 or base64url, nothing else', () => {
    const raw = randomBytes(32);
    expect(parseSignalsKey(raw.toString('base64'))?.equals(raw)).toBe(true);
    expect(parseSignalsKey(raw.toString('base64url'))?.equals(raw)).toBe(true);
    expect(parseSignalsKey(randomBytes(16).toString('base64'))).toBeNull();
    expect(parseSignalsKey('não é base64')).toBeNull();
    expect(parseSignalsKey(undefined)).toBeNull();
  });

  it('gives a device key and a hash key that differ, and hashes that only its holder reproduces', () => {
    expect(keys.device.equals(keys.hash)).toBe(false);
    expect(keyedHash(keys.hash, 'ip:203.0.113.1')).toBe(keyedHash(keys.hash, 'ip:203.0.113.1'));
    expect(keyedHash(keys.hash, 'ip:203.0.113.1')).not.toBe(keyedHash(keys.hash, 'ip:203.0.113.2'));
    expect(keyedHash(signalKeysFrom(randomBytes(32)).hash, 'ip:203.0.113.1')).not.toBe(keyedHash(keys.hash, 'ip:203.0.113.1'));
  });
});
