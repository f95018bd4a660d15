/** The member's points ledger, newest first, a page at a time; `version` reloads it after an action. */
import { useCallback, useState } from 'react';
import { REWARD_LABELS } from '../../domain/messages.pt.ts';
import { memberLedger } from './members-calls.ts';
import { MEMBERS_TEXTS as T } from './members-texts.ts';
import { MembersTable } from './MembersTables.tsx';
import { LoadNotice } from '../common/LoadNotice.tsx';
import { dateTime, TEXTS } from '../common/texts.ts';
import { loaded, useOpsLoad } from '../common/use-ops-load.ts';

const signed = (n: number) => `${n > 0 ? '+' : ''}${n.toLocaleString('pt-BR')}`;

export function MembersLedger({ id, version }: { id: string; version: number }) {
  const [page, setPage] = useState(1);
  // A new `version` (an action on the member) asks again, on the same page.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const load = useCallback(() => memberLedger(id, page), [id, page, version]);
  const { state } = useOpsLoad(load);
  const data = loaded(state);

  const pager = (
    <div className="ops-pager">
      <button type="button" className="ops-button" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>{TEXTS.previous}</button>
      <span>{TEXTS.page(page)}</span>
      <button type="button" className="ops-button" disabled={!data?.hasMore} onClick={() => setPage((p) => p + 1)}>{TEXTS.next}</button>
    </div>
  );
  return (
    <>
      {state.status === 'refused' && <LoadNotice state={state} />}
      <MembersTable
        title={T.ledger}
        columns={T.ledgerColumns}
        extra={page > 1 || data?.hasMore ? pager : undefined}
        rows={(data?.list ?? []).map((e) => ({
          key: e.id,
          cells: [dateTime(e.created_at), REWARD_LABELS.pointSource[e.source], e.reason, signed(e.amount), e.balance_after.toLocaleString('pt-BR')],
        }))}
      />
    </>
  );
}
