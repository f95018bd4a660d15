/** The browser side of web push: permission, the service worker's PushManager, and regId. */
import { accepted, getVapidKey, sendPushRegId } from '../../api/index.ts';
import type { PermissionState } from './ask-rule.ts';

/** 'unsupported' without Notification, PushManager or service workers (iOS Safari outside the home screen, old browsers). */
export function pushPermission(): PermissionState {
  if (typeof window === 'undefined' || !('Notification' in window) || !('PushManager' in window) || !('serviceWorker' in navigator)) return 'unsupported';
  return Notification.permission;
}

/** Only with a service worker already registered (src/sw.ts registers it; this never does): `ready` would wait forever. */
export async function hasServiceWorker(): Promise<boolean> {
  try {
    return (await navigator.serviceWorker.getRegistration()) !== undefined;
  } catch {
    return false;
  }
}

export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Asks the browser (after our dialog, or quietly when already granted), subscribes and sends regId. */
export async function subscribeToPush(): Promise<boolean> {
  if (pushPermission() === 'unsupported' || !(await hasServiceWorker())) return false;
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') return false;
  const registration = await navigator.serviceWorker.ready;
  const key = await accepted(getVapidKey({ background: true }));
  if (!key) return false;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(key.public_key) }));
  return (await accepted(sendPushRegId(subscription.toJSON(), { background: true }))) !== undefined;
}
