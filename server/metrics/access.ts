/** Who may scrape: with METRICS_TOKEN set, only a request carrying it as `Authorization: Bearer …`. */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { ApiEnvelope } from '../../src/domain/contract/envelope.ts';
import { failure } from '../http/envelope.ts';

/** Operators read it in their Prometheus's target page. */
export const METRICS_REFUSED = 'Token de métricas ausente ou inválido: envie Authorization: Bearer <METRICS_TOKEN>';
export const METRICS_NOT_FOUND = 'Métricas desligadas nesta porta: defina METRICS_TOKEN ou use METRICS_PORT (docs/operations.md, "What to watch")';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** null when the request may scrape; else the 401 envelope. Compared in constant time. */
export function scrapeRefusal(token: string | undefined, authorization: string | undefined): ApiEnvelope<null> | null {
  if (token === undefined) return null;
  const given = /^Bearer (.+)$/i.exec(authorization?.trim() ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token)) ? null : failure(401, METRICS_REFUSED);
}
