/** Adds a tracking script; the server's syntax refusal (line and column) is shown as it comes and nothing is saved. */
import { addTrackingScript } from '../content/content-calls.ts';
import { TRACKING_TEXTS as T } from '../content/content-row-texts.ts';
import { useOpsForm } from '../common/use-ops-form.ts';

export function TrackingScriptsForm({ onAdded }: { onAdded: () => void }) {
  const { values: { name, content }, setField, replaceValues, busy, result, submitWith } = useOpsForm({ name: '', content: '' });
  const submit = submitWith(async () => {
    await addTrackingScript(name.trim(), content);
    replaceValues({ name: '', content: '' });
    onAdded();
    return T.added;
  });

  return (
    <form className="ops-card ops-form" onSubmit={submit}>
      <p className="ops-hint">{T.hint}</p>
      <label className="ops-field">
        <span>{T.name}</span>
        <input name="name" maxLength={100} value={name} onChange={(e) => setField('name', e.target.value)} required />
      </label>
      <label className="ops-field">
        <span>{T.content}</span>
        <textarea name="content" rows={10} spellCheck={false} value={content} onChange={(e) => setField('content', e.target.value)} required />
      </label>
      {result && (
        <p className={result.ok ? 'ops-notice' : 'ops-error'} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </p>
      )}
      <button type="submit" className="ops-button ops-primary" disabled={busy || !name.trim() || !content.trim()}>
        {busy ? T.adding : T.add}
      </button>
    </form>
  );
}
