/**
 * What `npm run db:generate-history` makes (HISTORY_* variables) and the fixed shares of its
 * event mix, read by the statements in history-sql.ts.
 */
import { randomBytes } from 'node:crypto';

export interface HistoryPlan {
  /** Marks every row this run made (usernames, keys), so a second run adds beside the first. */
  tag: string;
  members: number;
  /** About this many points_ledger rows (the mix decides the exact figure, printed at the end). */
  ledgerRows: number;
  days: number;
  /** Ends the history; ISO text, from the database's clock. */
  now: string;
}

/** A ledger event is a debit candidate with this chance (and only after a credit: history-sql.ts). */
export const DEBIT_SHARE = 0.12;
/** Of the other events, draws take this share; the rest are tasks, shares, rain envelopes, manual credits. */
export const DRAW_SHARE = 0.55;
/** Members invited by an earlier member. */
export const INVITED_SHARE = 0.3;

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value.replaceAll('_', ''));
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} precisa ser um inteiro positivo (recebido: ${value})`);
  return parsed;
}

export function readPlan(env: NodeJS.ProcessEnv, now: string): HistoryPlan {
  const members = positiveInteger(env.HISTORY_MEMBERS, 100_000, 'HISTORY_MEMBERS');
  return {
    tag: randomBytes(3).toString('hex'),
    members,
    ledgerRows: positiveInteger(env.HISTORY_LEDGER_ROWS, members * 50, 'HISTORY_LEDGER_ROWS'),
    days: positiveInteger(env.HISTORY_DAYS, 90, 'HISTORY_DAYS'),
    now,
  };
}

/**
 * Events to draw so that about `ledgerRows` become ledger rows: draws of a prize that is not
 * points write no ledger row, and a debit candidate after a debit is dropped (about DEBIT_SHARE²).
 */
export function eventsFor(plan: HistoryPlan, pointsShareOfDraws: number): number {
  const credits = (1 - DEBIT_SHARE) * (1 - DRAW_SHARE * (1 - pointsShareOfDraws));
  const debits = DEBIT_SHARE * (1 - DEBIT_SHARE);
  return Math.round(plan.ledgerRows / (credits + debits));
}
