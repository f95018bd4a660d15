/**
 * The shape of an operator call's one definition: method and path, who may make it, the schema of
 * what it takes (the path's parameters with the query of a GET or the JSON body of a POST, as one
 * object) and the schema of what `data` holds in its answer. The server registers, guards, parses
 * and serialises from it (server/http/serve-ops.ts), the console and the command line call through
 * it (ops-request.ts), and docs/api.md is written from it (scripts/api-docs.ts).
 */
import type { z } from 'zod';
import type { OperatorRole } from '../ops-roles.ts';

/**
 * Who may make a call. A list of roles always starts with `admin`, who may make every call;
 * `anyOperator` is any signed-in operator (their own session), `public` is the sign-in itself,
 * `secret` only the shared OPS_SECRET (the command line), `feed` an RTP feed's own key.
 */
export type OpsWho = readonly ['admin', ...OperatorRole[]] | 'anyOperator' | 'public' | 'secret' | 'feed';

/** The input of an upload: a multipart form, read by the handler itself. */
export const MULTIPART = 'multipart';

export interface OpsCallDefinition {
  method: 'GET' | 'POST';
  path: string;
  who: OpsWho;
  /** One line for docs/api.md. */
  doc: string;
  input: z.ZodType | typeof MULTIPART;
  answer: z.ZodType;
}

/** Keeps each definition's literal types (the schemas' own types reach the callers). */
export function defineOpsCalls<const T extends Record<string, OpsCallDefinition>>(calls: T): T {
  return calls;
}

export const ADMIN = ['admin'] as const;
export const ADMIN_REVIEWER = ['admin', 'reviewer'] as const;
export const ADMIN_CONTENT = ['admin', 'content'] as const;
