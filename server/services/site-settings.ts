/**
 * The console's "Site": the page icon (config `app.ico`), the click sound (`site.Sound`) and the
 * contact channels (settings group `contact`). A file is checked by its bytes and stored before
 * the config points at it; the change, its audit and the `site` event go in one transaction, so
 * open member pages load the new icon, sound or channels at once. A refused file leaves nothing.
 */
import { isDeepStrictEqual } from 'node:util';
import { CONFIG_NAMES } from '../../src/domain/contract/site.ts';
import {
  CLICK_SOUND_MAX_BYTES, CONTACT_CHANNELS, type ContactChannels, SITE_ICON_MAX_BYTES, SITE_ICON_SIDE_PX, type SiteSettings,
} from '../../src/domain/contract/site-settings.ts';
import { SITE_SETTINGS_MESSAGES as M } from '../../src/domain/ops-content.pt.ts';
import type { AppContext } from '../context.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { fill } from '../messaging/templates.ts';
import { publish } from '../realtime/events.ts';
import * as repo from '../repositories/site.ts';
import { iconOf, soundOf } from '../storage/site-media.ts';
import { randomName } from '../storage/names.ts';
import { recordDecision } from './audit.ts';
import type { Actor } from './operators.ts';
import { refused } from './refusal.ts';
import { uploadUrl } from './uploads.ts';

const CONTACT_GROUP = 'contact';
const kb = (bytes: number) => Math.round(bytes / 1024);

export async function siteSettings(ctx: AppContext): Promise<SiteSettings> {
  const [configs, contact] = await Promise.all([repo.configValues(ctx.db, [CONFIG_NAMES.pageIcon, CONFIG_NAMES.clickSound]), contactChannels(ctx.db)]);
  const config = (name: string) => configs.find((c) => c.name === name)?.value ?? '';
  return { icon: config(CONFIG_NAMES.pageIcon), sound: config(CONFIG_NAMES.clickSound), contact };
}

async function contactChannels(db: Executor): Promise<SiteSettings['contact']> {
  const rows = await repo.settingsOfGroup(db, CONTACT_GROUP);
  const channel = (name: string) => rows.find((c) => c.name === name)?.value ?? '';
  return { email: channel('email'), whatsapp: channel('whatsapp'), site: channel('site'), hours: channel('hours') };
}

/** Stores the file, then runs `change` with the audit and the event; a failed change takes the file away again. */
async function storedThenApplied(ctx: AppContext, name: string, bytes: Buffer, change: (tx: Transaction) => Promise<void>): Promise<void> {
  await ctx.storage.put(name, bytes);
  try {
    await ctx.db.transaction(async (tx) => {
      await change(tx);
      await publish(tx, { type: 'site' });
    });
  } catch (error) {
    await ctx.storage.remove(name).catch(() => undefined);
    throw error;
  }
}

export async function setSiteIcon(ctx: AppContext, actor: Actor, bytes: Buffer) {
  if (bytes.length > SITE_ICON_MAX_BYTES) throw refused(fill(M.iconTooLarge, { kb: kb(SITE_ICON_MAX_BYTES) }));
  const icon = await iconOf(bytes, SITE_ICON_SIDE_PX);
  if (!icon.ok) throw refused(icon.problem === 'notImage' ? M.iconNotImage : M.iconUnreadable);
  const name = `${randomName()}.png`;
  const url = uploadUrl(name);
  await storedThenApplied(ctx, name, icon.png, async (tx) => {
    await repo.upsertPublicConfig(tx, CONFIG_NAMES.pageIcon, url);
    await recordDecision(ctx, actor, { action: 'site.icon', target: `configs:${CONFIG_NAMES.pageIcon}`, detail: { url } }, tx);
  });
  return { url, width: icon.width, height: icon.height };
}

export async function setClickSound(ctx: AppContext, actor: Actor, bytes: Buffer) {
  if (bytes.length > CLICK_SOUND_MAX_BYTES) throw refused(fill(M.soundTooLarge, { kb: kb(CLICK_SOUND_MAX_BYTES) }));
  const sound = await soundOf(bytes);
  if (!sound) throw refused(M.soundNotAudio);
  const name = `${randomName()}.${sound.extension}`;
  const url = uploadUrl(name);
  await storedThenApplied(ctx, name, bytes, async (tx) => {
    await repo.upsertPublicConfig(tx, CONFIG_NAMES.clickSound, url);
    await recordDecision(ctx, actor, { action: 'site.sound', target: `configs:${CONFIG_NAMES.clickSound}`, detail: { url, mime: sound.mime, size: bytes.length } }, tx);
  });
  return { url, mime: sound.mime, size: bytes.length };
}

export async function setContactChannels(ctx: AppContext, actor: Actor, { loaded, ...channels }: ContactChannels): Promise<SiteSettings['contact']> {
  await ctx.db.transaction(async (tx) => {
    // One save of the group at a time; the channels as they stand are compared with the form's.
    await repo.lockGroupSettings(tx, CONTACT_GROUP);
    if (loaded && !isDeepStrictEqual(await contactChannels(tx), loaded)) throw refused(M.contactChanged);
    await repo.upsertGroupSettings(tx, CONTACT_GROUP, Object.fromEntries(CONTACT_CHANNELS.map((name) => [name, channels[name]])));
    await recordDecision(ctx, actor, { action: 'site.contact', target: `settings:${CONTACT_GROUP}`, detail: { ...channels } }, tx);
    await publish(tx, { type: 'site' });
  });
  return channels;
}
