/** The console's "Site" calls: the page icon and click sound uploads and the contact channels, each audited; the launch checklist. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CLICK_SOUND_MAX_BYTES, SITE_ICON_MAX_BYTES } from '../../src/domain/contract/site-settings.ts';
import { UPLOAD_FIELD } from '../../src/domain/contract/uploads.ts';
import { SITE_SETTINGS_MESSAGES as M } from '../../src/domain/ops-content.pt.ts';
import type { AppContext } from '../context.ts';
import { ApiError, badRequest } from '../http/envelope.ts';
import { serveCall } from '../http/serve-call.ts';
import { launchChecklist } from '../services/launch-checklist.ts';
import { setClickSound, setContactChannels, setSiteIcon, siteSettings } from '../services/site-settings.ts';

/**
 * The one file of field `file`, whole. A file past `maxBytes` is cut by the reader one byte
 * later, so the service still sees that it is too large and says so in its own words.
 */
async function readOneFile(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(M.notMultipart);
  let found: Buffer | null = null;
  try {
    for await (const part of request.files({ limits: { fileSize: maxBytes + 1, files: 1 }, throwFileSizeLimit: false })) {
      const bytes = await part.toBuffer();
      if (part.fieldname === UPLOAD_FIELD) found = bytes;
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw badRequest(M.notMultipart);
  }
  if (!found || found.length === 0) throw badRequest(M.fileMissing);
  return found;
}

export function registerOpsSiteSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveCall(app, ctx, 'siteSettings', async () => siteSettings(ctx));
  serveCall(app, ctx, 'launchChecklist', async () => launchChecklist(ctx));
  serveCall(app, ctx, 'uploadSiteIcon', async (_input, call) => setSiteIcon(ctx, call.actor, await readOneFile(call.request, SITE_ICON_MAX_BYTES)));
  serveCall(app, ctx, 'uploadClickSound', async (_input, call) => setClickSound(ctx, call.actor, await readOneFile(call.request, CLICK_SOUND_MAX_BYTES)));
  serveCall(app, ctx, 'saveContactChannels', async (input, call) => setContactChannels(ctx, call.actor, input));
}
