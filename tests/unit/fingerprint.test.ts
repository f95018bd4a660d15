import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceTokenRequest } from '../../src/domain/contract/index.ts';
import { computeDeviceId, fingerprintTraits, hashTraits } from '../../src/lib/fingerprint.ts';

afterEach(() => vi.restoreAllMocks());

describe('device fingerprint', () => {
  it('is stable and satisfies the device-token request rule', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const a = await computeDeviceId();
    const b = await computeDeviceId();
    expect(a).toBe(b);
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(deviceTokenRequest.safeParse({ device_id: a }).success).toBe(true);
  });

  it('uses SHA-256 (43 base64url characters) and changes with the traits', async () => {
    const one = await hashTraits(['ua', 'pt-BR']);
    expect(one).toHaveLength(43);
    expect(await hashTraits(['ua', 'en-US'])).not.toBe(one);
  });

  it('falls back without SubtleCrypto', async () => {
    const id = await hashTraits(['ua', 'pt-BR'], undefined);
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(await hashTraits(['ua', 'pt-BR'], undefined)).toBe(id);
    expect(await hashTraits(['ua', 'en-US'], undefined)).not.toBe(id);
  });

  it('survives a canvas that throws', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => {
      throw new Error('blocked');
    });
    const traits = fingerprintTraits();
    expect(traits.at(-1)).toBe('');
    expect(traits[0]).toBe(navigator.userAgent);
  });
});
