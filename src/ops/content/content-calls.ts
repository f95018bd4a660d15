/** The console's content and tracking-script calls, one typed function each. */
import type { OpsRequest } from '../../domain/contract/ops-calls/index.ts';
import type { OpsListKind } from '../../domain/contract/ops-content-saves.ts';
import { UPLOAD_FIELD } from '../../domain/contract/uploads.ts';
import { callOps } from '../common/api.ts';
import type { ContentRow } from './content-values.ts';

export const contentRows = async (kind: string): Promise<ContentRow[]> => callOps('listContent', { content_kind: kind as OpsListKind, limit: 500 });

/** The form's body, checked by the kind's schema on the server (its refusal names the field). */
export const saveContent = async (kind: string, body: Record<string, unknown>): Promise<ContentRow> =>
  callOps('saveContent', { ...body, content_kind: kind } as OpsRequest<'saveContent'>);

export const publishArticle = (id: number, published: boolean) => callOps('publishArticle', { id, published });

type ContentKind = OpsRequest<'contentVisibility'>['content_kind'];
export const setContentVisible = (kind: string, id: number, active: boolean) => callOps('contentVisibility', { content_kind: kind as ContentKind, id, active });
export const deleteContentRow = (kind: string, id: number) => callOps('deleteContent', { content_kind: kind as ContentKind, id });

/** A site image: the server re-encodes it and answers its address and thumbnail's. */
export function uploadSiteImage(file: File) {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  return callOps('uploadSiteImage', form);
}

export const trackingScripts = () => callOps('trackingScriptList', {});
export const addTrackingScript = (name: string, content: string) => callOps('addTrackingScript', { name, content, enabled: true });
export const setTrackingScriptEnabled = (id: number, enabled: boolean) => callOps('trackingScriptStatus', { id, enabled });
export const deleteTrackingScript = (id: number) => callOps('deleteTrackingScript', { id });
