/** The member page's lists: draws, withdrawals, invited friends, sessions and devices (the latest of each, from the page's one call). */
import type { ReactNode } from 'react';
import type { MemberDetail } from '../../domain/contract/ops-members.ts';
import { REWARD_LABELS } from '../../domain/messages.pt.ts';
import { MEMBERS_TEXTS as T } from './members-texts.ts';
import { dateTime } from '../common/texts.ts';
import { hrefOf } from '../shell/useHashRoute.ts';

const points = (n: number) => n.toLocaleString('pt-BR');

/** A titled table, or "nothing yet" when there are no rows. */
export function MembersTable({ title, columns, rows, extra }: { title: string; columns: readonly string[]; rows: Array<{ key: string | number; cells: ReactNode[] }>; extra?: ReactNode }) {
  return (
    <section className="ops-card" aria-label={title}>
      <h2>{title}</h2>
      {extra}
      {rows.length === 0 ? (
        <p className="ops-muted">{T.nothing}</p>
      ) : (
        <table className="ops-table">
          <thead>
            <tr>{columns.map((column) => <th key={column}>{column}</th>)}</tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>{row.cells.map((cell, i) => <td key={i}>{cell}</td>)}</tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function MembersActivity({ detail }: { detail: MemberDetail }) {
  return (
    <>
      <MembersTable
        title={T.draws}
        columns={T.drawColumns}
        rows={detail.draws.map((d) => ({
          key: d.id,
          cells: [dateTime(d.created_at), T.games[d.game], d.prize_kind === 'points' ? `${d.prize_label} (${points(d.prize_points)})` : d.prize_label, REWARD_LABELS.drawStatus[d.status]],
        }))}
      />
      <MembersTable
        title={T.withdrawals}
        columns={T.withdrawalColumns}
        rows={detail.withdrawals.map((w) => ({
          key: w.id,
          cells: [dateTime(w.created_at), w.type_name, `${w.unit} ${w.amount}`, points(w.points), REWARD_LABELS.withdrawalStatus[w.status], w.remark ?? T.none],
        }))}
      />
      <MembersTable
        title={T.invites}
        extra={<p className="ops-hint">{T.invitedCount(detail.invites.count)}</p>}
        columns={T.invitedColumns}
        rows={detail.invites.latest.map((f) => ({
          key: f.id,
          cells: [<a key="link" className="ops-link" href={hrefOf('members', f.id)}>{f.username}</a>, f.nickname, dateTime(f.created_at)],
        }))}
      />
      <MembersTable
        title={T.sessions}
        columns={T.sessionColumns}
        rows={detail.sessions.map((s) => ({ key: s.id, cells: [`#${s.id}`, dateTime(s.created_at), dateTime(s.last_seen_at)] }))}
      />
      <MembersTable
        title={T.devices}
        columns={T.deviceColumns}
        rows={detail.devices.map((d) => ({
          key: d.id,
          cells: [d.channel ?? T.none, d.installed ? T.installed : T.browser, dateTime(d.first_seen_at), dateTime(d.last_seen_at)],
        }))}
      />
    </>
  );
}
