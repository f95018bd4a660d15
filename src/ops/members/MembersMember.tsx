/** A member's page: the review queues' summary, the profile, the actions, the ledger and the latest activity. */
import { useCallback } from 'react';
import type { MemberProfile } from '../../domain/contract/ops-members.ts';
import { memberDetail } from './members-calls.ts';
import { MEMBERS_TEXTS as T } from './members-texts.ts';
import { MembersActions } from './MembersActions.tsx';
import { MembersActivity } from './MembersTables.tsx';
import { MembersLedger } from './MembersLedger.tsx';
import { MemberSummaryPanel } from './MemberSummaryPanel.tsx';
import { LoadNotice } from '../common/LoadNotice.tsx';
import { dateTime, TEXTS } from '../common/texts.ts';
import { loaded, useOpsLoad } from '../common/use-ops-load.ts';
import { hrefOf } from '../shell/useHashRoute.ts';

/** Cards one under the other with the console's spacing. */
const PAGE_LAYOUT = { display: 'grid', gap: 16 } as const;

function Profile({ profile }: { profile: MemberProfile }) {
  const F = T.fields;
  const fields: Array<[string, string]> = [
    [F.username, profile.username], [F.nickname, profile.nickname], [F.phone, profile.phone], [F.email, profile.email],
    [F.real_name, profile.real_name ?? T.none], [F.birth_date, profile.birth_date ?? T.none], [F.created_at, dateTime(profile.created_at)],
    [F.status, profile.disabled ? T.disabled : T.active], [F.channel, profile.channel ?? T.none], [F.last_ip, profile.last_ip ?? T.none],
  ];
  return (
    <section className="ops-card" aria-label={T.profile}>
      <h2>{T.profile}</h2>
      <dl className="ops-fields">
        {fields.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function MembersMember({ id }: { id: string }) {
  // `version` counts the answers: the summary and the ledger ask again with each.
  const { state, reload, answers: version } = useOpsLoad(useCallback(() => memberDetail(id), [id]));
  const detail = loaded(state);

  return (
    <section className="ops-page" aria-labelledby="member-title">
      <header className="ops-page-header">
        <a className="ops-link" href={hrefOf('members')}>{T.back}</a>
        <h1 id="member-title">{detail ? detail.profile.username : T.title}</h1>
        <button type="button" className="ops-button" onClick={reload}>{TEXTS.refresh}</button>
      </header>
      {!detail && <LoadNotice state={state} />}
      {detail && (
        <div style={PAGE_LAYOUT}>
          <MemberSummaryPanel key={version} memberId={id} />
          <Profile profile={detail.profile} />
          <MembersActions id={id} detail={detail} onDone={reload} />
          <MembersLedger id={id} version={version} />
          <MembersActivity detail={detail} />
        </div>
      )}
    </section>
  );
}
