/** A member's linked accounts as reviewers see them: who, and what each shares with the member. */
import type { Executor } from '../db/client.ts';
import * as repo from '../repositories/risk.ts';
import { describeShares, indexMarks, MARK_LABELS, sharedWith } from './risk-facts.ts';

export interface Links {
  count: number;
  shares: string;
  /** Every account of the group (the member too), and the kinds of marks it shares with someone of the group. */
  accounts: { userId: number; shares: string[] }[];
}

export async function linksOf(db: Executor, userId: number): Promise<Links> {
  const index = indexMarks(await repo.groupMarks(db, userId));
  const group = index.groups.get(userId) ?? [userId];
  return {
    count: group.length - 1,
    shares: describeShares(index, userId),
    accounts: group.map((id) => ({ userId: id, shares: [...sharedWith(index, id).keys()].map((kind) => MARK_LABELS[kind]) })),
  };
}

/** The accounts linked to the member by any mark, the member left out. */
export async function linkedAccounts(db: Executor, userId: number): Promise<number[]> {
  const group = indexMarks(await repo.groupMarks(db, userId)).groups.get(userId) ?? [userId];
  return group.filter((id) => id !== userId);
}
