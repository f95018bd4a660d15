/**
 * Operator calls that hide, show and delete site content, and manage tracking scripts: request
 * schemas, answers and the Portuguese refusals the console shows as they come.
 */
import { z } from '../zod.ts';
import { OPS_CONTENT_FIELD_MESSAGES as F } from '../ops-content.pt.ts';
import { bool, num, object, str } from './answer-parts.ts';
import { OPS_CONTENT_KINDS } from './ops-content-saves.ts';

/**
 * Every kind can be hidden, members see only visible rows: most kinds by their `active` flag,
 * articles by going back to draft, download links by losing their address.
 */
export const HIDEABLE_CONTENT_KINDS = OPS_CONTENT_KINDS;
export type HideableContentKind = (typeof HIDEABLE_CONTENT_KINDS)[number];

export type { ContentDeletedAnswer, ContentVisibilityAnswer } from './ops-content-rows.ts';

/** A tracking script as the console lists it: the first characters only, the whole text stays on the server. */
export const TRACKING_PREVIEW_CHARS = 120;

/** Limits of PostgreSQL's `integer`: beyond them an insert fails, so the schema refuses first. */
const INT32 = { min: -2_147_483_648, max: 2_147_483_647 };
const scriptId = z.coerce.number({ error: F.idInvalid }).int(F.idInvalid).positive(F.idInvalid);

export const addTrackingScriptInput = z.object({
  name: z.string({ error: F.scriptName }).trim().min(1, F.scriptName).max(100, F.scriptName),
  content: z.string({ error: F.scriptContent }).max(100_000, F.scriptContent),
  enabled: z.boolean({ error: F.scriptEnabled }).default(true),
  sort: z.number({ error: F.sort }).int(F.sort).min(INT32.min, F.sort).max(INT32.max, F.sort).default(0),
});
export const trackingScriptIdInput = z.object({ id: scriptId });
export const trackingScriptStatusInput = trackingScriptIdInput.extend({ enabled: z.boolean({ error: F.scriptEnabled }) });

export const trackingScriptAnswer = object({ id: num, name: str, enabled: bool, sort: num, preview: str });
export type OpsTrackingScript = z.output<typeof trackingScriptAnswer>;
export const trackingScriptListAnswer = z.array(trackingScriptAnswer);
export const trackingScriptAddedAnswer = object({ id: num, name: str, content: str, enabled: bool });
export const trackingScriptDeletedAnswer = object({ id: num, name: str });

export const OPS_CONTENT_MESSAGES = {
  categoryHasArticles: 'Esta categoria ainda tem artigos: exclua-os ou mova-os para outra categoria antes de excluí-la.',
  sponsorHasGames: 'Este patrocinador ainda tem jogos de RTP: exclua os jogos dele antes de excluí-lo.',
  trackingScriptNotFound: 'Script de rastreamento não encontrado',
  /** {{line}} and {{column}}: where the parser stopped, from 1. */
  trackingScriptSyntax: 'O campo "content" não é JavaScript válido: erro de sintaxe na linha {{line}}, coluna {{column}}. Nada foi salvo.',
} as const;
