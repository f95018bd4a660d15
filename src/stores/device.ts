/** Device and attribution values of spec §3, written through to localStorage. */
import { create } from 'zustand';
import { FALLBACK_LANGUAGE } from '../domain/constants.ts';
import {
  localChannelFrom,
  localDeviceId,
  localLocale,
  localParentId,
  localPwaUUID,
  localVisitorId,
} from '../lib/local-values.ts';

export interface DeviceState {
  channelFrom: string | null;
  parentId: string | null;
  deviceId: string | null;
  pwaUUID: string | null;
  visitorId: string | null;
  /** The app's language; the app is Portuguese only, so 'pt' unless something stored another. */
  locale: string;
  setChannelFrom: (value: string | null) => void;
  setParentId: (value: string | null) => void;
  setDeviceId: (value: string | null) => void;
  setPwaUUID: (value: string | null) => void;
  setVisitorId: (value: string | null) => void;
  setLocale: (value: string | null) => void;
}

function readAll() {
  return {
    channelFrom: localChannelFrom.get(),
    parentId: localParentId.get(),
    deviceId: localDeviceId.get(),
    pwaUUID: localPwaUUID.get(),
    visitorId: localVisitorId.get(),
    locale: localLocale.get() ?? FALLBACK_LANGUAGE,
  };
}

export const useDeviceStore = create<DeviceState>()((set) => ({
  ...readAll(),
  setChannelFrom: (value) => {
    localChannelFrom.set(value);
    set({ channelFrom: value || null });
  },
  setParentId: (value) => {
    localParentId.set(value);
    set({ parentId: value || null });
  },
  setDeviceId: (value) => {
    localDeviceId.set(value);
    set({ deviceId: value || null });
  },
  setPwaUUID: (value) => {
    localPwaUUID.set(value);
    set({ pwaUUID: value || null });
  },
  setVisitorId: (value) => {
    localVisitorId.set(value);
    set({ visitorId: value || null });
  },
  setLocale: (value) => {
    localLocale.set(value);
    set({ locale: value || FALLBACK_LANGUAGE });
  },
}));

/** Picks up values written outside the store (start-up runs below the stores' layer). */
export function reloadDeviceFromStorage(): void {
  useDeviceStore.setState(readAll());
}
