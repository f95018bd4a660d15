/** The contact page's channels; the server checks each (e-mail, WhatsApp digits, https site) and names the field it refuses. */
import { CONTACT_CHANNELS, type ContactChannel } from '../../domain/contract/site-settings.ts';
import { saveContactChannels } from './site-settings-calls.ts';
import { SITE_TEXTS as T } from './site-settings-texts.ts';
import { useEditForm } from '../common/use-ops-form.ts';

type Channels = Record<ContactChannel, string>;

const INPUTS: Record<ContactChannel, { type: string; inputMode?: 'numeric' }> = {
  email: { type: 'email' },
  whatsapp: { type: 'text', inputMode: 'numeric' },
  site: { type: 'url' },
  hours: { type: 'text' },
};

export function SiteContactForm({ initial, onSaved }: { initial: Channels; onSaved: (channels: Channels) => void }) {
  // The channels as last read from the server are sent back: a save by someone else since then is refused.
  const { values, setField, busy, result, submit } = useEditForm(initial, {
    draftOf: (stored: Channels | null): Channels => stored ?? initial,
    save: (channels, stored) => saveContactChannels({ ...channels, loaded: stored ?? initial }),
    saved: T.contactSaved,
    onSaved,
  });
  return (
    <form className="ops-card ops-form" onSubmit={submit} aria-label={T.contactTitle} noValidate>
      <h2>{T.contactTitle}</h2>
      <p className="ops-hint">{T.contactHint}</p>
      {CONTACT_CHANNELS.map((name) => (
        <label key={name} className="ops-field">
          <span>{T[name]}</span>
          <input name={name} {...INPUTS[name]} value={values[name]} onChange={(e) => setField(name, e.target.value)} />
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
