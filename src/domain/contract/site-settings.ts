/**
 * The console's "Site": the page icon (site config `app.ico`), the click sound (`site.Sound`) and the
 * contact channels (settings group `contact`, read by the member's contact page). What the calls
 * take and answer; the uploads are multipart, field `file`.
 */
import { z } from '../zod.ts';
import { SITE_SETTINGS_MESSAGES as M } from '../ops-content.pt.ts';
import { num, object, str } from './answer-parts.ts';

/** An icon larger than this is not an icon. */
export const SITE_ICON_MAX_BYTES = 1024 * 1024;
/** The icon is stored square, this many pixels a side (browsers scale it down). */
export const SITE_ICON_SIDE_PX = 192;
/** A click plays in a fraction of a second: a larger file only delays the first one. */
export const CLICK_SOUND_MAX_BYTES = 500 * 1024;

/** The contact page's channels, in its order. */
export const CONTACT_CHANNELS = ['email', 'whatsapp', 'site', 'hours'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** '' leaves a channel out of the member's page. */
const field = (max: number, pattern: RegExp, message: string) => z.string({ error: message }).trim().max(max, message).regex(pattern, message).default('');

export const contactChannelsAnswer = object({ email: str, whatsapp: str, site: str, hours: str });

/** `loaded`: the channels as the form read them; when they changed meanwhile, nothing is saved. */
export const contactChannelsInput = z.object({
  loaded: contactChannelsAnswer.optional(),
  email: field(200, /^$|^[^\s@]+@[^\s@]+\.[^\s@]+$/, M.email),
  /** As the operator writes it (+55 11 99999-9999); the contact page links to its 10 to 15 digits. */
  whatsapp: field(30, /^$|^\+?[\d\s().-]+$/, M.whatsapp).refine((value) => value === '' || /^\d{10,15}$/.test(value.replace(/\D/g, '')), M.whatsapp),
  site: field(300, /^$|^https:\/\/[^\s/]+\.[^\s]+$/i, M.site),
  hours: field(100, /[\s\S]*/, M.hours),
});
export type ContactChannels = z.output<typeof contactChannelsInput>;


/** `icon` and `sound`: the addresses members load (configs `app.ico` and `site.Sound`). */
export const siteSettingsAnswer = object({ icon: str, sound: str, contact: contactChannelsAnswer });
export type SiteSettings = z.output<typeof siteSettingsAnswer>;

export const siteIconAnswer = object({ url: str, width: num, height: num });
/** `mime`: the type found in the file's bytes. */
export const clickSoundAnswer = object({ url: str, mime: str, size: num });
