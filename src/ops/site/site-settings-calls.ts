/** The console's "Site" calls: what members load (icon, click sound, contact channels) and its changes. */
import type { OpsRequest } from '../../domain/contract/ops-calls/index.ts';
import { UPLOAD_FIELD } from '../../domain/contract/uploads.ts';
import { callOps } from '../common/api.ts';

const formOf = (file: File) => {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  return form;
};

export const siteSettings = () => callOps('siteSettings', {});
export const uploadSiteIcon = (file: File) => callOps('uploadSiteIcon', formOf(file));
export const uploadClickSound = (file: File) => callOps('uploadClickSound', formOf(file));
export const saveContactChannels = (channels: OpsRequest<'saveContactChannels'>) => callOps('saveContactChannels', channels);
