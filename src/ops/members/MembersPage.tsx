/** The "Membros" section: `#/members` is the search, `#/members/<id>` a member's page. */
import { MembersMember } from './MembersMember.tsx';
import { MembersSearch } from './MembersSearch.tsx';

export function MembersPage({ memberId }: { memberId: string }) {
  return memberId ? <MembersMember key={memberId} id={memberId} /> : <MembersSearch />;
}
