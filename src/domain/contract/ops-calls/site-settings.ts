/** Operator calls: the console's "Site" (page icon, click sound, contact channels); members follow at once. */
import { clickSoundAnswer, contactChannelsAnswer, contactChannelsInput, siteIconAnswer, siteSettingsAnswer } from '../site-settings.ts';
import { z } from '../../zod.ts';
import { ADMIN_CONTENT, defineCalls, MULTIPART } from '../define-call.ts';

export const SITE_SETTINGS_CALLS = defineCalls({
  siteSettings: {
    method: 'GET', path: '/api/ops/site-settings', who: ADMIN_CONTENT, input: z.object({}), answer: siteSettingsAnswer,
    doc: 'The page icon\'s and click sound\'s addresses and the contact channels, as members get them.',
  },
  uploadSiteIcon: {
    method: 'POST', path: '/api/ops/site-settings/icon', who: ADMIN_CONTENT, input: MULTIPART, answer: siteIconAnswer,
    doc: 'The page icon (config `app.ico`): multipart field `file`, an image checked by its bytes, decoded and stored as a square PNG.',
  },
  uploadClickSound: {
    method: 'POST', path: '/api/ops/site-settings/sound', who: ADMIN_CONTENT, input: MULTIPART, answer: clickSoundAnswer,
    doc: 'The click sound (config `site.Sound`): multipart field `file`, MP3, OGG, WAV or M4A/AAC by its bytes, at most 500 kB.',
  },
  saveContactChannels: {
    method: 'POST', path: '/api/ops/site-settings/contact', who: ADMIN_CONTENT, input: contactChannelsInput, answer: contactChannelsAnswer,
    doc: 'The contact page\'s e-mail, WhatsApp digits, https site and hours (\'\' leaves a channel out).',
  },
});
