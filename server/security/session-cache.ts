/**
 * A short in-process cache of token hash → live session and member, for the hot member calls
 * (draws, envelope claims): it saves the session lookup on repeated calls of one member.
 *
 * Only live sessions of enabled members are kept, for SESSION_CACHE_TTL_MS at most. This process
 * drops entries when it revokes a session (logout, password change, idle expiry) or changes a
 * member row through updateUser; another process (worker or machine) may still serve a revoked
 * token from its own cache for up to the TTL (docs/server.md "Session cache"). Callers that show
 * the member's data (balance, profile) read the database instead (requireMember without cache).
 */
import type { sessions, users } from '../db/schema.ts';

/** A session with its member, as repositories/sessions.ts reads it (the tables' rows, so no repository is imported). */
interface SessionWithUser {
  session: typeof sessions.$inferSelect;
  user: typeof users.$inferSelect | null;
}

export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  found: SessionWithUser;
  until: number;
}

const entries = new Map<string, Entry>();

export function cachedSession(tokenHash: string, now = Date.now()): SessionWithUser | undefined {
  const entry = entries.get(tokenHash);
  if (!entry) return undefined;
  if (entry.until <= now) {
    entries.delete(tokenHash);
    return undefined;
  }
  return entry.found;
}

export function rememberSession(tokenHash: string, found: SessionWithUser, now = Date.now()): void {
  if (found.session.revokedAt || !found.user || found.user.disabled) return;
  if (entries.size >= MAX_ENTRIES) {
    // Oldest first (insertion order): drop a tenth rather than one per call.
    let drop = Math.ceil(MAX_ENTRIES / 10);
    for (const key of entries.keys()) {
      entries.delete(key);
      if ((drop -= 1) <= 0) break;
    }
  }
  entries.set(tokenHash, { found, until: now + SESSION_CACHE_TTL_MS });
}

export function forgetSession(sessionId: number): void {
  for (const [key, entry] of entries) if (entry.found.session.id === sessionId) entries.delete(key);
}

export function forgetUserSessions(userId: number): void {
  for (const [key, entry] of entries) if (entry.found.user?.id === userId) entries.delete(key);
}

export function forgetAllSessions(): void {
  entries.clear();
}
