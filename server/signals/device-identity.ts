/**
 * Which visitor a device is (getDeviceIdFromToken): the one its device key names, when the server
 * signed that key; else a new visitor with an id the server chose. The id the browser computed
 * is kept only as a hint (`traits_id`): identical phones compute the same one, a script any one.
 *
 * Devices from before keys: their visitor row's id is the browser-computed id, with no key yet.
 * The first call naming that id without any key adopts the row and gets its key, so a device that
 * comes back keeps its visitor (and its history for the invite farming guard); later calls naming
 * it get a new visitor, like any id a client chooses.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { visitors } from '../db/schema.ts';
import { newDeviceId, signDeviceKey, verifiedDeviceId } from './device-key.ts';
import type { SignalKeys } from './keys.ts';

export interface DeviceCall {
  /** What the browser sent back from an earlier answer, if anything. */
  deviceKey: string | undefined;
  /** The id the browser computed from its traits (the request's device_id). */
  traitsId: string;
  ip: string;
  channelFrom: string | null;
  now: Date;
}

export interface DeviceIdentity {
  visitorId: number;
  deviceKey: string;
}

type Returned = { id: number; deviceId: string };
const returned = { id: visitors.id, deviceId: visitors.deviceId };

/** The key's own visitor; made again if it is gone (the key is ours, so its id is too). */
async function keyedVisitor(db: Executor, deviceId: string, call: DeviceCall): Promise<Returned | undefined> {
  const [row] = await db
    .insert(visitors)
    .values({ deviceId, lastIp: call.ip, channelFrom: call.channelFrom, createdAt: call.now, keyedAt: call.now, traitsId: call.traitsId })
    .onConflictDoUpdate({ target: visitors.deviceId, set: { lastIp: call.ip, traitsId: call.traitsId, keyedAt: sql`coalesce(${visitors.keyedAt}, ${call.now.toISOString()})` } })
    .returning(returned);
  return row;
}

/** Once per row: the update that sets `keyed_at` wins, a second caller finds nothing left to adopt. */
async function adoptedVisitor(db: Executor, call: DeviceCall): Promise<Returned | undefined> {
  const [row] = await db
    .update(visitors)
    .set({ keyedAt: call.now, lastIp: call.ip, traitsId: call.traitsId })
    .where(and(eq(visitors.deviceId, call.traitsId), isNull(visitors.keyedAt)))
    .returning(returned);
  return row;
}

export async function identifyDevice(db: Executor, keys: SignalKeys, call: DeviceCall): Promise<DeviceIdentity> {
  const signedId = verifiedDeviceId(keys.device, call.deviceKey);
  const row = signedId !== null
    ? await keyedVisitor(db, signedId, call)
    : ((call.deviceKey === undefined ? await adoptedVisitor(db, call) : undefined) ?? (await keyedVisitor(db, newDeviceId(), call)));
  if (!row) throw new Error('visitors: the device row was not written');
  return { visitorId: row.id, deviceKey: signDeviceKey(keys.device, row.deviceId) };
}

/** The browser's automation check, on the visitor the report came from. */
export async function recordBotSignal(db: Executor, visitorId: number, bot: { detected: boolean; kind?: string | undefined }): Promise<void> {
  await db.update(visitors).set({ botDetected: bot.detected, botKind: bot.detected ? (bot.kind ?? null) : null }).where(eq(visitors.id, visitorId));
}
