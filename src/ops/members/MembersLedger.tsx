/** The member's points ledger, newest first, a page at a time; `version` reloads it after an action. */
import { useEffect, useState } from 'react';
import type { MemberLedgerEntry } from '../../domain/contract/ops-members.ts';
import type { Page } from '../../domain/contract/rewards.ts';
import { REWARD_LABELS } from '../../domain/messages.pt.ts';
import { memberLedger } from './members-calls.ts';
import { MEMBERS_TEXTS as T } from './members-texts.ts';
import { MembersTable } from './MembersTables.tsx';
import { dateTime, TEXTS } from '../common/texts.ts';

const signed = (n: number) => `${n > 0 ? '+' : ''}${n.toLocaleString('pt-BR')}`;

export function MembersLedger({ id, version }: { id: string; version: number }) {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page<MemberLedgerEntry> | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    memberLedger(id, page)
      .then((next) => live && setData(next))
      .catch((failure: Error) => live && setError(failure.message));
    return () => {
      live = false;
    };
  }, [id, page, version]);

  const pager = (
    <div className="ops-pager">
      <button type="button" className="ops-button" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>{TEXTS.previous}</button>
      <span>{TEXTS.page(page)}</span>
      <button type="button" className="ops-button" disabled={!data?.hasMore} onClick={() => setPage((p) => p + 1)}>{TEXTS.next}</button>
    </div>
  );
  return (
    <>
      {error && <p className="ops-error">{error}</p>}
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
