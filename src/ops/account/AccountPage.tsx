/**
 * "Minha conta", for every operator: turn the authenticator (TOTP) on (a QR to read and a code it
 * shows) or off (a current code). In production an admin lands here until it is on.
 */
import { useState } from 'react';
import type { OperatorMe, TotpEnrolment } from '../../domain/contract/ops-operators.ts';
import { ROLE_LABELS } from '../../domain/ops.pt.ts';
import type { StoredSession } from '../common/api.ts';
import { OPERATORS_TEXTS as T } from '../operators/operators-texts.ts';
import { confirmTotp, disableTotp, startTotp } from '../shell/session-calls.ts';
import { useOpsForm } from '../common/use-ops-form.ts';

function CodeField({ code, onChange }: { code: string; onChange: (code: string) => void }) {
  return (
    <label className="ops-field">
      <span>{T.code}</span>
      <input name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))} />
    </label>
  );
}

export function AccountPage({ session, onChanged }: { session: StoredSession; onChanged: (me: OperatorMe) => void }) {
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const { values: { code }, setField, replaceValues, busy, result, run, submitWith } = useOpsForm({ code: '' });

  const start = () =>
    void run(async () => {
      setEnrolment(await startTotp());
      replaceValues({ code: '' });
    });
  const submit = submitWith(async () => {
    const me = session.totpEnabled ? await disableTotp(code) : await confirmTotp(code);
    setEnrolment(null);
    replaceValues({ code: '' });
    onChanged(me);
    return me.totp_enabled ? T.totpEnabled : T.totpDisabled;
  });

  return (
    <section className="ops-page" aria-labelledby="account-title">
      <header className="ops-page-header">
        <h1 id="account-title">{T.accountTitle}</h1>
      </header>
      <p>{T.signedInAs(session.name, ROLE_LABELS[session.role])}</p>
      {session.totpRequired && <p className="ops-warning" role="alert">{T.totpRequiredNotice}</p>}
      <div className="ops-card">
        <h2>{T.totp}</h2>
        <p>{session.totpEnabled ? T.totpOn : T.totpOff}</p>
        {!session.totpEnabled && !enrolment && (
          <button type="button" className="ops-button ops-primary" disabled={busy} onClick={start}>{busy ? T.starting : T.startTotp}</button>
        )}
        {enrolment && (
          <>
            <p className="ops-hint">{T.scanHint}</p>
            <img src={enrolment.qr} alt={T.qrAlt} width={200} height={200} />
            <p className="ops-hint">{T.manualSecret}: <code>{enrolment.secret}</code></p>
          </>
        )}
        {(enrolment || session.totpEnabled) && (
          <form onSubmit={submit} aria-label={session.totpEnabled ? T.disableTotp : T.confirmTotp}>
            <CodeField code={code} onChange={(value) => setField('code', value)} />
            <button type="submit" className={`ops-button ${session.totpEnabled ? 'ops-danger' : 'ops-primary'}`} disabled={busy || code.length !== 6}>
              {session.totpEnabled ? T.disableTotp : T.confirmTotp}
            </button>
          </form>
        )}
        {result && <p className={result.ok ? 'ops-notice' : 'ops-error'} role={result.ok ? 'status' : 'alert'}>{result.text}</p>}
      </div>
    </section>
  );
}
