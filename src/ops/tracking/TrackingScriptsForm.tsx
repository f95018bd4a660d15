/** Adds a tracking script; the server's syntax refusal (line and column) is shown as it comes and nothing is saved. */
import { type FormEvent, useState } from 'react';
import { addTrackingScript } from '../content/content-calls.ts';
import { TRACKING_TEXTS as T } from '../content/content-row-texts.ts';
import { useOpsAction } from '../common/useOpsAction.ts';

export function TrackingScriptsForm({ onAdded }: { onAdded: () => void }) {
  const [name, setName] = useState('');
  const [content, setContent] = useState('');
  const { busy, result, run } = useOpsAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await addTrackingScript(name.trim(), content);
      setName('');
      setContent('');
      onAdded();
      return T.added;
    });
  };

  return (
    <form className="ops-card ops-form" onSubmit={submit}>
      <p className="ops-hint">{T.hint}</p>
      <label className="ops-field">
        <span>{T.name}</span>
        <input name="name" maxLength={100} value={name} onChange={(e) => setName(e.target.value)} required />
      </label>
      <label className="ops-field">
        <span>{T.content}</span>
        <textarea name="content" rows={10} spellCheck={false} value={content} onChange={(e) => setContent(e.target.value)} required />
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
