/**
 * Rows the SQL migrations left for the code to fill, written after every migration run (each
 * start, the tests' template, the backup drill). Each is idempotent and finds nothing to do once
 * done, so a read never has to fill anything in.
 */
import { backfillInvites } from '../repositories/invites.ts';
import type { Executor } from './client.ts';

export async function runBackfills(db: Executor): Promise<void> {
  await backfillInvites(db);
}
