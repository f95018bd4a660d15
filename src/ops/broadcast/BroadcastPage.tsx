/** A station message to every member (title and text), recorded in the audit by the server. */
import { BROADCAST_BODY_MAX, BROADCAST_TITLE_MAX } from '../../domain/contract/messages.ts';
import { broadcast } from '../common/calls.ts';
import { TEXTS } from '../common/texts.ts';
import { useOpsForm } from '../common/use-ops-form.ts';

export function BroadcastPage() {
  const { values: { title, body }, setField, replaceValues, busy, result, submitWith } = useOpsForm({ title: '', body: '' });
  const submit = submitWith(async () => {
    const sent = await broadcast(title.trim(), body.trim());
    replaceValues({ title: '', body: '' });
    return TEXTS.broadcastSent(sent.id);
  });

  return (
    <section className="ops-page" aria-labelledby="broadcast-title">
      <header className="ops-page-header">
        <h1 id="broadcast-title">{TEXTS.broadcast}</h1>
      </header>
      <form className="ops-card ops-form" onSubmit={submit}>
        <p className="ops-hint">{TEXTS.broadcastHint}</p>
        <label className="ops-field">
          <span>{TEXTS.title}</span>
          <input name="title" maxLength={BROADCAST_TITLE_MAX} value={title} onChange={(e) => setField('title', e.target.value)} required />
        </label>
        <label className="ops-field">
          <span>{TEXTS.body}</span>
          <textarea name="body" rows={8} maxLength={BROADCAST_BODY_MAX} value={body} onChange={(e) => setField('body', e.target.value)} required />
        </label>
        {result && (
          <p className={result.ok ? 'ops-notice' : 'ops-error'} role="status">
            {result.text}
          </p>
        )}
        <button type="submit" className="ops-button ops-primary" disabled={busy || !title.trim() || !body.trim()}>
          {TEXTS.send}
        </button>
      </form>
    </section>
  );
}
