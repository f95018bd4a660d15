/** Members by username, e-mail or phone, newest first; a row opens the member's page. */
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import type { MemberListItem } from '../../domain/contract/ops-members.ts';
import { useFields } from '../../lib/use-form.ts';
import { searchMembers } from './members-calls.ts';
import { MEMBERS_TEXTS as T } from './members-texts.ts';
import { LoadNotice } from '../common/LoadNotice.tsx';
import { dateTime, TEXTS } from '../common/texts.ts';
import { loaded, useOpsLoad } from '../common/use-ops-load.ts';
import { hrefOf } from '../shell/useHashRoute.ts';

/** The last search, so that coming back from a member's page shows the same list. */
let lastSearch = { q: '', page: 1 };

function ResultRow({ member }: { member: MemberListItem }) {
  return (
    <tr>
      <td>
        <a className="ops-link" href={hrefOf('members', member.id)}>{member.username}</a>
      </td>
      <td>{member.nickname}</td>
      <td className="ops-nowrap">{member.phone}</td>
      <td>{member.email}</td>
      <td>{member.points.toLocaleString('pt-BR')}</td>
      <td className="ops-nowrap">{dateTime(member.created_at)}</td>
      <td>
        <span className={`ops-status${member.disabled ? ' ops-status-failed' : ''}`}>{member.disabled ? T.disabled : T.active}</span>
      </td>
    </tr>
  );
}

export function MembersSearch() {
  const { values: { text }, setField } = useFields({ text: lastSearch.q });
  const [search, setSearch] = useState(lastSearch);
  // Nothing asked until there is something to search for (null: no load, no notice either).
  const load = useCallback(() => searchMembers(search.q, search.page), [search]);
  const { state } = useOpsLoad(search.q ? load : null);
  const result = loaded(state);
  useEffect(() => {
    lastSearch = search;
  }, [search]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch({ q: text.trim(), page: 1 });
  };

  return (
    <section className="ops-page" aria-labelledby="members-title">
      <header className="ops-page-header">
        <h1 id="members-title">{T.title}</h1>
        <span className="ops-hint">{T.hint}</span>
      </header>
      <form className="ops-outbox-filter" role="search" onSubmit={submit}>
        <input aria-label={T.searchLabel} placeholder={T.searchPlaceholder} value={text} onChange={(e) => setField('text', e.target.value)} />
        <button type="submit" className="ops-button ops-primary">{T.search}</button>
      </form>
      {search.q && state.status === 'refused' && <LoadNotice state={state} />}
      {!search.q && <p className="ops-empty">{T.startHint}</p>}
      {search.q && result?.list.length === 0 && <p className="ops-empty">{T.empty}</p>}
      {search.q && result && result.list.length > 0 && (
        <>
          <table className="ops-table">
            <thead>
              <tr>{T.columns.map((column) => <th key={column}>{column}</th>)}</tr>
            </thead>
            <tbody>
              {result.list.map((member) => <ResultRow key={member.id} member={member} />)}
            </tbody>
          </table>
          <div className="ops-pager">
            <button type="button" className="ops-button" disabled={search.page === 1} onClick={() => setSearch((s) => ({ ...s, page: s.page - 1 }))}>
              {TEXTS.previous}
            </button>
            <span>{TEXTS.page(search.page)}</span>
            <button type="button" className="ops-button" disabled={!result.hasMore} onClick={() => setSearch((s) => ({ ...s, page: s.page + 1 }))}>
              {TEXTS.next}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
