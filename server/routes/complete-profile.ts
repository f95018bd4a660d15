/**
 * For the calls only a member with a complete profile may make (draws, codes, envelopes,
 * withdrawals): a route preHandler, so the refusal comes before the input is parsed and an
 * incomplete profile is told so (the client opens the profile form) whatever the body holds.
 */
import type { FastifyRequest } from 'fastify';
import { memberOf } from '../http/member-routes.ts';
import { requireCompleteProfile } from '../services/member.ts';

export async function completeProfileFirst(request: FastifyRequest): Promise<void> {
  requireCompleteProfile(memberOf(request).user);
}
