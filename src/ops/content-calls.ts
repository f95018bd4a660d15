/** The console's calls that hide, show and delete content rows, and manage tracking scripts. */
import type { ContentDeletedAnswer, ContentVisibilityAnswer, OpsTrackingScript } from '../domain/contract/content-ops.ts';
import { OPS_API } from '../domain/contract/paths.ts';
import { opsCall } from './api.ts';

const rowPath = (template: string, kind: string, id: number) => template.replace(':kind', encodeURIComponent(kind)).replace(':id', String(id));
const scriptPath = (template: string, id: number) => template.replace(':id', String(id));

export const setContentVisible = (kind: string, id: number, active: boolean) =>
  opsCall<ContentVisibilityAnswer>('POST', rowPath(OPS_API.contentVisibility.path, kind, id), { active });
export const deleteContentRow = (kind: string, id: number) => opsCall<ContentDeletedAnswer>('POST', rowPath(OPS_API.deleteContent.path, kind, id), {});

export const trackingScripts = () => opsCall<OpsTrackingScript[]>('GET', OPS_API.trackingScriptList.path);
export const addTrackingScript = (name: string, content: string) =>
  opsCall<{ id: number }>('POST', OPS_API.addTrackingScript.path, { name, content, enabled: true });
export const setTrackingScriptEnabled = (id: number, enabled: boolean) =>
  opsCall<OpsTrackingScript>('POST', scriptPath(OPS_API.trackingScriptStatus.path, id), { enabled });
export const deleteTrackingScript = (id: number) => opsCall<{ id: number }>('POST', scriptPath(OPS_API.deleteTrackingScript.path, id), {});
