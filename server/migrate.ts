/**
 * The migration runner: the SQL migrations (db/client.ts), then the rows they left for the code to
 * fill, on every start, the tests' template and the backup drill. Each backfill is idempotent and
 * finds nothing to do once done, so a read never has to fill anything in. Here, above the database
 * layer, because a backfill writes through a repository.
 */
import { type DatabaseHandle, runMigrations } from './db/client.ts';
import { backfillInvites } from './repositories/invites.ts';

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  await runMigrations(handle);
  await backfillInvites(handle.db);
}
