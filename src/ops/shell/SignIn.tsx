/**
 * Operator sign-in: name and password, and the authenticator's code once the server asks for it
 * (an operator who turned it on); the server's Portuguese refusal is shown under the form.
 */
import { useState } from 'react';
import { TOTP_NEEDED_CODE } from '../../domain/contract/ops-operators.ts';
import { OpsError, sessionOf, type StoredSession } from '../common/api.ts';
import { OPERATORS_TEXTS } from '../operators/operators-texts.ts';
import { signIn } from './session-calls.ts';
import { TEXTS } from '../common/texts.ts';
import { useOpsForm } from '../common/use-ops-form.ts';

export function SignIn({ onSignedIn }: { onSignedIn: (session: StoredSession) => void }) {
  const { values: { name, password, code }, setField, busy, result, submitWith } = useOpsForm({ name: '', password: '', code: '' });
  const [asksCode, setAsksCode] = useState(false);
  const error = result?.ok === false ? result.text : null;

  const submit = submitWith(async () => {
    try {
      const session = await signIn(name.trim(), password, asksCode ? code : undefined);
      onSignedIn(sessionOf(session.token, session));
    } catch (failure) {
      if (failure instanceof OpsError && failure.code === TOTP_NEEDED_CODE) setAsksCode(true);
      throw failure;
    }
  });

  return (
    <div className="ops-signin">
      <form className="ops-card ops-signin-card" onSubmit={submit}>
        <div className="ops-brand ops-brand-dark">{TEXTS.appName}</div>
        <h1>{TEXTS.signInTitle}</h1>
        <label className="ops-field">
          <span>{TEXTS.name}</span>
          <input name="name" autoComplete="username" value={name} onChange={(e) => setField('name', e.target.value)} required autoFocus />
        </label>
        <label className="ops-field">
          <span>{TEXTS.password}</span>
          <input name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setField('password', e.target.value)} required />
        </label>
        {asksCode && (
          <label className="ops-field">
            <span>{OPERATORS_TEXTS.code}</span>
            <input name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code}
              onChange={(e) => setField('code', e.target.value.replace(/\D/g, ''))} autoFocus />
          </label>
        )}
        {error && (
          <p className="ops-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="ops-button ops-primary" disabled={busy || !name.trim() || !password || (asksCode && code.length !== 6)}>
          {busy ? TEXTS.signingIn : TEXTS.signIn}
        </button>
        <p className="ops-hint">
          {TEXTS.signInHint} <code>{TEXTS.signInCommand}</code>
        </p>
      </form>
    </div>
  );
}
