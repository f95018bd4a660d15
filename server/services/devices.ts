/**
 * What a device tells the server about itself: its visitor session (getDeviceIdFromToken), its
 * address (updateIpUser), its push subscription (regId) and its browser fingerprint. The addresses
 * and fingerprints kept are what the invite farming guard compares (services/invites.ts).
 */
import type { BotSignal } from '../../src/domain/contract/push.ts';
import { type AppContext, DEVICE_REPORTS_KEPT, MEMBER_ADDRESSES_KEPT } from '../context.ts';
import { insertDeviceReport, recordMemberAddress, upsertSubscription } from '../repositories/push.ts';
import { openSession, revokeSession } from '../repositories/sessions.ts';
import { updateUser } from '../repositories/users.ts';
import { setVisitorIp } from '../repositories/visitors.ts';
import { identifyDevice, recordBotSignal } from '../signals/device-identity.ts';

/** Who a call came from: a member, a visitor, both (a member's session opened on a device) or nobody. */
export interface DeviceOwner {
  userId: number | null;
  visitorId: number | null;
}

/**
 * The device is the visitor its server-signed key names, else a new one (signals/device-identity.ts);
 * `deviceId`, the id the browser computed, is only kept beside it as a hint.
 */
export async function openVisitorSession(ctx: AppContext, device: { deviceId: string; deviceKey: string | undefined; ip: string; channelFrom: string | null }) {
  const now = ctx.now();
  const { visitorId, deviceKey } = await identifyDevice(ctx.db, ctx.signals, { ...device, traitsId: device.deviceId, now });
  const { token } = await openSession(ctx.db, { userId: null, visitorId }, now);
  return { token, visitorId, deviceKey };
}

export const endSession = (ctx: AppContext, sessionId: number) => revokeSession(ctx.db, sessionId, ctx.now());

export async function recordAddress(ctx: AppContext, owner: DeviceOwner, ip: string): Promise<void> {
  if (owner.visitorId !== null) await setVisitorIp(ctx.db, owner.visitorId, ip);
  if (owner.userId !== null) {
    await updateUser(ctx.db, owner.userId, { lastIp: ip });
    await recordMemberAddress(ctx.db, owner.userId, ip, ctx.now(), MEMBER_ADDRESSES_KEPT);
  }
}

export async function saveSubscription(ctx: AppContext, owner: DeviceOwner, regId: { endpoint: string; keys: { p256dh: string; auth: string } }): Promise<void> {
  await upsertSubscription(ctx.db, { endpoint: regId.endpoint, p256dh: regId.keys.p256dh, auth: regId.keys.auth }, owner, ctx.now());
}

/** Without a live token there is nobody to record it for. The automation check, when sent, goes on the visitor. */
export async function recordFingerprint(ctx: AppContext, owner: DeviceOwner, report: { fingerprint: string; bot?: BotSignal | undefined }, ip: string): Promise<void> {
  if (owner.userId === null && owner.visitorId === null) return;
  await insertDeviceReport(ctx.db, { ...owner, fingerprint: report.fingerprint, ip, now: ctx.now() }, DEVICE_REPORTS_KEPT);
  if (report.bot && owner.visitorId !== null) await recordBotSignal(ctx.db, owner.visitorId, report.bot);
}

export function ownerOf(found: { user: { id: number } | null; session: { visitorId: number | null } } | null): DeviceOwner {
  return { userId: found?.user?.id ?? null, visitorId: found?.session.visitorId ?? null };
}
