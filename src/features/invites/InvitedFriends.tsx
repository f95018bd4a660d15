import { useCallback, useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { getInvitedFriends, unwrap } from '../../api/index.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { InfiniteList, listPageOf, type ListPage } from '../../components/InfiniteList.tsx';
import type { InviteStatus } from '../../domain/contract/invite-values.ts';
import type { InviteFiguresView, InvitedFriend } from '../../domain/contract/invites.ts';
import { INVITE_LABELS } from '../../domain/messages.pt.ts';
import { formatDateTime, formatPoints } from '../../lib/format.ts';
import { Figures } from './Figures.tsx';

/** The shared status chip colours (components/records.css). */
const STATUS_CLASS: Record<InviteStatus, string> = { registered: 'pending', complete: 'review', pending: 'review', rewarded: 'success', not_rewarded: 'failed' };

function FriendRow({ friend }: { friend: InvitedFriend }) {
  const { t } = useTranslation();
  return (
    <div className="entry guest" data-testid="guest" data-status={friend.status}>
      <span className="entry__main">
        <span className="entry__title">{friend.name_masked}</span>
        <span className="entry__meta">{t('invites.guests.registered', { date: formatDateTime(friend.registered_at) })}</span>
        {friend.reason ? <span className="guest__reason">{friend.reason}</span> : null}
      </span>
      <span className="guest__side">
        <span className={`status status--${STATUS_CLASS[friend.status]}`}>{INVITE_LABELS.status[friend.status]}</span>
        {friend.points > 0 ? <span className="entry__amount entry__amount--in">{t('invites.guests.earned', { points: formatPoints(friend.points) })}</span> : null}
      </span>
    </div>
  );
}

/** pages/Convidados/Convidados: the totals, then every invited friend, newest first, page by page. */
export function InvitedFriends() {
  const { t } = useTranslation();
  const [figures, setFigures] = useState<InviteFiguresView | null>(null);
  const loadPage = useCallback(async (page: number): Promise<ListPage<InvitedFriend>> => {
    const data = unwrap(await getInvitedFriends({ page }, { loading: false }));
    setFigures(data.figures);
    return listPageOf(data);
  }, []);
  return (
    <>
      {figures ? <section className="card"><Figures figures={figures} /></section> : null}
      <InfiniteList loadPage={loadPage} keyOf={(f) => f.id} renderItem={(f) => <FriendRow friend={f} />}
        empty={<EmptyState icon="users" title={t('invites.guests.empty')} description={t('invites.guests.emptyText')} />} />
    </>
  );
}
