import { getInviteInfo } from '../../api/index.ts';
import { useLoad } from '../../lib/use-load.ts';

const loadInviteInfo = () => getInviteInfo({ loading: false });

/** The member's code, figures and the programme's rules; `reload` after a failure or a bind. */
export function useInviteInfo() {
  return useLoad(loadInviteInfo);
}
