/**
 * Operator calls that hide, show and delete site content, and manage tracking scripts: request
 * schemas, answers and the Portuguese refusals the console shows as they come.
 */
import { z } from 'zod';

/** Kinds with an `active` flag: members see only active rows. Articles hide by unpublishing. */
export const HIDEABLE_CONTENT_KINDS = ['categories', 'banners', 'article-categories', 'activities', 'partners'] as const;
export type HideableContentKind = (typeof HIDEABLE_CONTENT_KINDS)[number];

export const contentVisibilityBody = z.object({ active: z.boolean() });

export interface ContentVisibilityAnswer {
  id: number;
  active: boolean;
}

/** `readings`: the RTP readings deleted with a game (0 for other kinds). */
export interface ContentDeletedAnswer {
  id: number;
  readings: number;
}

/** A tracking script as the console lists it: the first characters only, the whole text stays on the server. */
export const TRACKING_PREVIEW_CHARS = 120;

export interface OpsTrackingScript {
  id: number;
  name: string;
  enabled: boolean;
  sort: number;
  preview: string;
}

export const trackingScriptStatusBody = z.object({ enabled: z.boolean() });

export const OPS_CONTENT_MESSAGES = {
  notHideable: 'Este tipo de conteúdo não tem opção de ocultar: exclua o item para que os membros deixem de vê-lo.',
  categoryHasArticles: 'Esta categoria ainda tem artigos: exclua-os ou mova-os para outra categoria antes de excluí-la.',
  sponsorHasGames: 'Este patrocinador ainda tem jogos de RTP: exclua os jogos dele antes de excluí-lo.',
  trackingScriptNotFound: 'Script de rastreamento não encontrado',
  /** {{line}} and {{column}}: where the parser stopped, from 1. */
  trackingScriptSyntax: 'O campo "content" não é JavaScript válido: erro de sintaxe na linha {{line}}, coluna {{column}}. Nada foi salvo.',
} as const;
