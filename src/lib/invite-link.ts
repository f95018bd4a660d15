/** The member's invite link: start-up stores its `parent_id` and registration sends it (spec §3). */
export function inviteLink(code: string, base: Pick<Location, 'origin' | 'pathname'> = window.location): string {
  return `${base.origin}${base.pathname}#/?parent_id=${encodeURIComponent(code)}`;
}
