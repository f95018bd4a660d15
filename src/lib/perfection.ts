/**
 * Spec §4/§6: a member with an incomplete profile completes it before participating. The server
 * answers such calls with code 1001; the screens send the member to Perfection and back.
 */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { API_CODE } from '../domain/contract/envelope.ts';
import { completeProfile } from './paths.ts';

export function perfectionUrl(returnPath: string): string {
  return completeProfile(returnPath);
}

export function isProfileIncomplete(answer: { code: number }): boolean {
  return answer.code === API_CODE.profileIncomplete;
}

/** Sends the member to Perfection, coming back to the page they are on (path and query). */
export function useToPerfection(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => navigate(perfectionUrl(`${location.pathname}${location.search}`)), [navigate, location.pathname, location.search]);
}
