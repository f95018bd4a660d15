/** The signed-in member a member-only call acts for (found by server/http/guards.ts), and the rules about it. */
import { API_CODE } from '../../src/domain/contract/envelope.ts';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { SessionRow } from '../repositories/sessions.ts';
import type { UserRow } from '../repositories/users.ts';
import { refused } from './refusal.ts';

export interface Member {
  session: SessionRow;
  user: UserRow;
}

/** Draws and other participations refuse members whose profile is incomplete (the client opens Perfection). */
export function requireCompleteProfile(user: UserRow): void {
  if (!user.realName || !user.birthDate) throw refused(SERVER_MESSAGES.profileIncomplete, API_CODE.profileIncomplete);
}
