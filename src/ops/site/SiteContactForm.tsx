/** The contact page's channels; the server checks each (e-mail, WhatsApp digits, https site) and names the field it refuses. */
import { type FormEvent, useState } from 'react';
import { CONTACT_CHANNELS, type ContactChannel } from '../../domain/contract/site-settings.ts';
import { saveContactChannels } from './site-settings-calls.ts';
import { SITE_TEXTS as T } from './site-settings-texts.ts';
import { useOpsAction } from '../common/useOpsAction.ts';

type Channels = Record<ContactChannel, string>;

const INPUTS: Record<ContactChannel, { type: string; inputMode?: 'numeric' }> = {
  email: { type: 'email' },
  whatsapp: { type: 'text', inputMode: 'numeric' },
  site: { type: 'url' },
  hours: { type: 'text' },
};

export function SiteContactForm({ initial, onSaved }: { initial: Channels; onSaved: (channels: Channels) => void }) {
  const [values, setValues] = useState<Channels>(initial);
  // The channels as last read from the server: a save by someone else since then is refused.
  const [loaded, setLoaded] = useState<Channels>(initial);
  const { busy, result, run } = useOpsAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const saved = await saveContactChannels({ ...values, loaded });
      setValues(saved);
      setLoaded(saved);
      onSaved(saved);
      return T.contactSaved;
    });
  };
  return (
    <form className="ops-card ops-form" onSubmit={submit} aria-label={T.contactTitle} noValidate>
      <h2>{T.contactTitle}</h2>
      <p className="ops-hint">{T.contactHint}</p>
      {CONTACT_CHANNELS.map((name) => (
        <label key={name} className="ops-field">
          <span>{T[name]}</span>
          <input name={name} {...INPUTS[name]} value={values[name]} onChange={(e) => setValues((current) => ({ ...current, [name]: e.target.value }))} />
        </label>
      ))}
      {result && (
        <p className={result.ok ? 'ops-notice' : 'ops-error'} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </p>
      )}
      <button type="submit" className="ops-button ops-primary" disabled={busy}>
        {busy ? T.saving : T.save}
      </button>
    </form>
  );
}
