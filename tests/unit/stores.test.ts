import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../src/domain/contract/index.ts';

const user: UserInfo = {
  id: 'u1', username: 'maria2024', nickname: 'Maria', avatar: null, points: 10, profile_complete: true,
  profile: { phone_no: '11987654', email: 'm@example.com', real_name: null, birth_date: null },
  created_at: '2024-01-01T00:00:00Z',
};

/** A fresh module per test, so the initial state is read from storage again. */
async function load() {
  vi.resetModules();
  const session = await import('../../src/stores/session.ts');
  const device = await import('../../src/stores/device.ts');
  return { useSessionStore: session.useSessionStore, useDeviceStore: device.useDeviceStore };
}

beforeEach(() => localStorage.clear());

describe('session store', () => {
  it('starts from storage', async () => {
    localStorage.setItem('token', 't0');
    localStorage.setItem('userInfo', JSON.stringify(user));
    localStorage.setItem('navigatorContainerHeight', '700');
    const { useSessionStore } = await load();
    expect(useSessionStore.getState()).toMatchObject({ token: 't0', userInfo: user, navigatorContainerHeight: 700 });
  });

  it('starts empty with corrupt storage', async () => {
    localStorage.setItem('userInfo', '{');
    const { useSessionStore } = await load();
    expect(useSessionStore.getState()).toMatchObject({ token: null, userInfo: null, navigatorContainerHeight: null });
  });

  it('signIn, setToken, setUserInfo and setContainerHeight write through under the spec keys', async () => {
    const { useSessionStore } = await load();
    const s = useSessionStore.getState();
    s.signIn('t1', user);
    expect(localStorage.getItem('token')).toBe('t1');
    expect(JSON.parse(localStorage.getItem('userInfo')!)).toEqual(user);
    s.setToken('t2');
    s.setUserInfo({ ...user, points: 99 });
    s.setContainerHeight(640);
    expect(useSessionStore.getState()).toMatchObject({ token: 't2', userInfo: { points: 99 }, navigatorContainerHeight: 640 });
    expect(localStorage.getItem('token')).toBe('t2');
    expect(localStorage.getItem('navigatorContainerHeight')).toBe('640');
    expect(JSON.parse(localStorage.getItem('userInfo')!).points).toBe(99);
  });

  it('clearSession removes token, userInfo and container height and nothing else', async () => {
    localStorage.setItem('HTTP_CHANNEL_FROM', 'tiktok');
    localStorage.setItem('device_id', 'dev12345');
    const { useSessionStore } = await load();
    const s = useSessionStore.getState();
    s.signIn('t1', user);
    s.setContainerHeight(700);
    s.clearSession();
    expect(useSessionStore.getState()).toMatchObject({ token: null, userInfo: null, navigatorContainerHeight: null });
    for (const key of ['token', 'userInfo', 'navigatorContainerHeight']) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('HTTP_CHANNEL_FROM')).toBe('tiktok');
    expect(localStorage.getItem('device_id')).toBe('dev12345');
  });
});

describe('device store', () => {
  it('starts from storage, locale defaults to pt', async () => {
    localStorage.setItem('HTTP_CHANNEL_FROM', 'kwai');
    localStorage.setItem('visitor_id', 'v9');
    const { useDeviceStore } = await load();
    expect(useDeviceStore.getState()).toMatchObject({ channelFrom: 'kwai', visitorId: 'v9', parentId: null, deviceId: null, pwaUUID: null, locale: 'pt' });
  });

  it.each([
    ['setChannelFrom', 'channelFrom', 'HTTP_CHANNEL_FROM'],
    ['setParentId', 'parentId', 'parent_id'],
    ['setDeviceId', 'deviceId', 'device_id'],
    ['setPwaUUID', 'pwaUUID', 'pwaUUID'],
    ['setVisitorId', 'visitorId', 'visitor_id'],
    ['setLocale', 'locale', 'UNI_LOCALE'],
  ] as const)('%s writes %s under %s', async (setter, field, key) => {
    const { useDeviceStore } = await load();
    useDeviceStore.getState()[setter]('value-1');
    expect(useDeviceStore.getState()[field]).toBe('value-1');
    expect(localStorage.getItem(key)).toBe('value-1');
    useDeviceStore.getState()[setter](null);
    expect(localStorage.getItem(key)).toBeNull();
  });
});
