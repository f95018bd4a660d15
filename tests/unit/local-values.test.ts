import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LOCAL_KEYS,
  localChannelFrom,
  localContainerHeight,
  localDeviceId,
  localDeviceKey,
  localLocale,
  localParentId,
  localPwaUUID,
  localToken,
  localUserInfo,
  localVisitorId,
} from '../../src/lib/local-values.ts';
import type { UserInfo } from '../../src/domain/contract/index.ts';

const sampleUser: UserInfo = {
  id: 'u1', username: 'maria2024', nickname: 'Maria', avatar: null, points: 10, profile_complete: true,
  profile: { phone_no: '11987654', email: 'm@example.com', real_name: 'Maria', birth_date: '1990-01-02' },
  created_at: '2024-01-01T00:00:00Z',
};

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('locally held values (spec §3)', () => {
  it('uses exactly the spec key names, and ours for the server-signed device key', () => {
    expect(Object.values(LOCAL_KEYS).sort()).toEqual(
      ['token', 'userInfo', 'HTTP_CHANNEL_FROM', 'parent_id', 'device_id', 'pwaUUID', 'visitor_id', 'UNI_LOCALE', 'navigatorContainerHeight', 'device_key'].sort(),
    );
  });

  it.each([
    [localToken, 'token'],
    [localChannelFrom, 'HTTP_CHANNEL_FROM'],
    [localParentId, 'parent_id'],
    [localDeviceId, 'device_id'],
    [localDeviceKey, 'device_key'],
    [localPwaUUID, 'pwaUUID'],
    [localVisitorId, 'visitor_id'],
    [localLocale, 'UNI_LOCALE'],
  ] as const)('string value under %# is stored as %s', (value, key) => {
    expect(value.get()).toBeNull();
    value.set('v1');
    expect(localStorage.getItem(key)).toBe('v1');
    expect(value.get()).toBe('v1');
    value.remove();
    expect(localStorage.getItem(key)).toBeNull();
    value.set('v2');
    value.set(null);
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('keeps userInfo as JSON and tolerates corrupt JSON', () => {
    localUserInfo.set(sampleUser);
    expect(JSON.parse(localStorage.getItem('userInfo')!)).toEqual(sampleUser);
    expect(localUserInfo.get()).toEqual(sampleUser);
    localStorage.setItem('userInfo', '{not json');
    expect(localUserInfo.get()).toBeNull();
    localStorage.setItem('userInfo', '"a string"');
    expect(localUserInfo.get()).toBeNull();
  });

  it('keeps the container height as a number', () => {
    localContainerHeight.set(812.5);
    expect(localStorage.getItem('navigatorContainerHeight')).toBe('812.5');
    expect(localContainerHeight.get()).toBe(812.5);
    localStorage.setItem('navigatorContainerHeight', 'abc');
    expect(localContainerHeight.get()).toBeNull();
  });

  it('survives a storage that throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => localToken.set('x')).not.toThrow();
    expect(localToken.get()).toBeNull();
    expect(localUserInfo.get()).toBeNull();
    expect(localContainerHeight.get()).toBeNull();
  });
});
