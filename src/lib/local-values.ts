/**
 * The locally held values of spec §3, in localStorage under the spec's own key names.
 * Every access tolerates a missing or throwing storage (private mode, quota, disabled cookies):
 * reads give null, writes are dropped.
 */
import type { UserInfo } from '../domain/contract/index.ts';

export const LOCAL_KEYS = {
  token: 'token',
  userInfo: 'userInfo',
  channelFrom: 'HTTP_CHANNEL_FROM',
  parentId: 'parent_id',
  deviceId: 'device_id',
  /** Ours, not the spec's: the server-signed device identity (getDeviceIdFromToken's device_key). */
  deviceKey: 'device_key',
  pwaUUID: 'pwaUUID',
  visitorId: 'visitor_id',
  locale: 'UNI_LOCALE',
  containerHeight: 'navigatorContainerHeight',
} as const;

export type LocalKey = (typeof LOCAL_KEYS)[keyof typeof LOCAL_KEYS];

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readLocal(key: LocalKey): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** `null` or `undefined` removes the value. */
export function writeLocal(key: LocalKey, value: string | null | undefined): void {
  try {
    if (value === null || value === undefined) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // Storage full or unavailable: the value lives only in memory for this visit.
  }
}

export function removeLocal(key: LocalKey): void {
  writeLocal(key, null);
}

export function readLocalJson<T>(key: LocalKey): T | null {
  const raw = readLocal(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeLocalJson(key: LocalKey, value: unknown): void {
  writeLocal(key, value === null || value === undefined ? null : JSON.stringify(value));
}

function stringValue(key: LocalKey) {
  return {
    get: (): string | null => readLocal(key) || null,
    set: (value: string | null | undefined): void => writeLocal(key, value || null),
    remove: (): void => removeLocal(key),
  };
}

export const localToken = stringValue(LOCAL_KEYS.token);
export const localChannelFrom = stringValue(LOCAL_KEYS.channelFrom);
export const localParentId = stringValue(LOCAL_KEYS.parentId);
export const localDeviceId = stringValue(LOCAL_KEYS.deviceId);
export const localDeviceKey = stringValue(LOCAL_KEYS.deviceKey);
export const localPwaUUID = stringValue(LOCAL_KEYS.pwaUUID);
export const localVisitorId = stringValue(LOCAL_KEYS.visitorId);
export const localLocale = stringValue(LOCAL_KEYS.locale);

function isUserInfo(value: unknown): value is UserInfo {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const localUserInfo = {
  get: (): UserInfo | null => {
    const value = readLocalJson<unknown>(LOCAL_KEYS.userInfo);
    return isUserInfo(value) ? value : null;
  },
  set: (value: UserInfo | null | undefined): void => writeLocalJson(LOCAL_KEYS.userInfo, value),
  remove: (): void => removeLocal(LOCAL_KEYS.userInfo),
};

export const localContainerHeight = {
  get: (): number | null => {
    const raw = readLocal(LOCAL_KEYS.containerHeight);
    if (raw === null || raw.trim() === '') return null;
    const value = Number(raw);
    return Number.isFinite(value) ? value : null;
  },
  set: (value: number | null | undefined): void =>
    writeLocal(LOCAL_KEYS.containerHeight, value === null || value === undefined || !Number.isFinite(value) ? null : String(value)),
  remove: (): void => removeLocal(LOCAL_KEYS.containerHeight),
};
