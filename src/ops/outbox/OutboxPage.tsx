/**
 * The "Caixa de saída": every SMS and e-mail with its delivery (status, attempts, last error),
 * the operators' notices on top, and a dead message sent again. In production the server hides
 * the code's digits; in demo the whole message is shown (nothing really leaves).
 */
import { useCallback, useState } from 'react';
import type { OpsNotice, OutboxMessage } from '../../domain/contract/ops-outbox.ts';
import { opsNotices, outboxMessages, retryOutboxMessage } from './outbox-calls.ts';
import { OUTBOX_TEXTS as T } from './outbox-texts.ts';
import { dateTime, TEXTS } from '../common/texts.ts';
import { LoadNotice } from '../common/LoadNotice.tsx';
import { loaded, useOpsLoad } from '../common/use-ops-load.ts';
import { useOpsForm } from '../common/use-ops-form.ts';

/** The messages to the recipient searched for, and the notices; a notice that cannot load is left out. */
function useOutbox(recipient: string) {
  const load = useCallback(async () => {
    const [messages, notices] = await Promise.all([outboxMessages(recipient), opsNotices().catch((): OpsNotice[] => [])]);
    return { messages, notices };
  }, [recipient]);
  const { state, reload } = useOpsLoad(load);
  return { state, messages: loaded(state)?.messages, notices: loaded(state)?.notices ?? [], reload };
}

function MessageRow({ message, onRetry, busy }: { message: OutboxMessage; onRetry: (id: number) => void; busy: boolean }) {
  return (
    <tr>
      <td className="ops-nowrap">{dateTime(message.created_at)}</td>
      <td>{T.channels[message.channel]}</td>
      <td className="ops-nowrap">{message.recipient_masked}</td>
      <td>
        {message.subject ? <strong>{message.subject}<br /></strong> : null}
        {message.body}
      </td>
      <td>
        <span className={`ops-status ops-outbox-${message.status}`}>{T.statuses[message.status]}</span>
      </td>
      <td>{message.attempts}</td>
      <td>{message.last_error ?? '—'}</td>
      <td className="ops-nowrap">{message.sent_at ? dateTime(message.sent_at) : message.status === 'failed' ? T.nextTry(dateTime(message.next_attempt_at)) : '—'}</td>
      <td>
        {message.status === 'dead' ? (
          <button type="button" className="ops-button" disabled={busy} onClick={() => onRetry(message.id)}>{T.retry}</button>
        ) : null}
      </td>
    </tr>
  );
}

export function OutboxPage() {
  const action = useOpsForm({ recipient: '' });
  const { values: { recipient }, setField } = action;
  const [filter, setFilter] = useState('');
  const { state, messages, notices, reload } = useOutbox(filter);

  const retry = (id: number) =>
    void action.run(async () => {
      await retryOutboxMessage(id);
      reload();
      return T.retried(id);
    });

  return (
    <section className="ops-page" aria-labelledby="outbox-title">
      <header className="ops-page-header">
        <h1 id="outbox-title">{T.title}</h1>
        <span className="ops-hint">{T.hint}</span>
        <button type="button" className="ops-button" onClick={reload}>{TEXTS.refresh}</button>
      </header>
      {notices.map((notice) => (
        <p key={notice.id} className="ops-warning" role="note">
          <strong>{notice.title}</strong> — {notice.body} <span className="ops-muted">({dateTime(notice.created_at)})</span>
        </p>
      ))}
      <form className="ops-outbox-filter" onSubmit={(e) => { e.preventDefault(); setFilter(recipient.trim()); }}>
        <input aria-label={T.recipient} placeholder={T.recipientPlaceholder} value={recipient} onChange={(e) => setField('recipient', e.target.value)} />
        <button type="submit" className="ops-button">{T.search}</button>
      </form>
      {action.result && <p className={action.result.ok ? 'ops-notice' : 'ops-error'}>{action.result.text}</p>}
      <LoadNotice state={state} />
      {messages?.length === 0 && <p className="ops-empty">{T.empty}</p>}
      {messages && messages.length > 0 && (
        <table className="ops-table">
          <thead>
            <tr>
              {T.columns.map((column) => <th key={column}>{column}</th>)}
            </tr>
          </thead>
          <tbody>
            {messages.map((message) => <MessageRow key={message.id} message={message} onRetry={retry} busy={action.busy} />)}
          </tbody>
        </table>
      )}
    </section>
  );
}
