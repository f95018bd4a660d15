/**
 * Whether a source text parses as a classic script (spec §1: tracking scripts are appended only if
 * syntactically valid). acorn parses; nothing is ever run. Used inside syntax-check.worker.ts, and
 * on the main thread only where a module worker cannot start.
 */
import { parse } from 'acorn';

export function parsesAsScript(source: string): boolean {
  try {
    parse(source, { ecmaVersion: 'latest', sourceType: 'script' });
    return true;
  } catch {
    return false;
  }
}

/** The worker's request and answer: one list of sources, one verdict per source, in order. */
export interface SyntaxCheckRequest { sources: string[] }
export interface SyntaxCheckAnswer { valid: boolean[] }
