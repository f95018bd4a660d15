/** Operator sign-in: name and password; the server's Portuguese refusal is shown under the form. */
import { type FormEvent, useState } from 'react';
import type { StoredSession } from './api.ts';
import { signIn } from './calls.ts';
import { TEXTS } from './texts.ts';
import { useOpsAction } from './useOpsAction.ts';

export function SignIn({ onSignedIn }: { onSignedIn: (session: StoredSession) => void }) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const { busy, result, run } = useOpsAction();
  const error = result?.ok === false ? result.text : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const session = await signIn(name.trim(), password);
      onSignedIn({ token: session.token, name: session.name });
    });
  };

  return (
    <div className="ops-signin">
      <form className="ops-card ops-signin-card" onSubmit={submit}>
        <div className="ops-brand ops-brand-dark">{TEXTS.appName}</div>
        <h1>{TEXTS.signInTitle}</h1>
        <label className="ops-field">
          <span>{TEXTS.name}</span>
          <input name="name" autoComplete="username" value={name} onChange={(e) => setName(e.target.value)} required autoFocus />
        </label>
        <label className="ops-field">
          <span>{TEXTS.password}</span>
          <input name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
        </label>
        {error && (
          <p className="ops-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="ops-button ops-primary" disabled={busy || !name.trim() || !password}>
          {busy ? TEXTS.signingIn : TEXTS.signIn}
        </button>
        <p className="ops-hint">
          {TEXTS.signInHint} <code>{TEXTS.signInCommand}</code>
        </p>
      </form>
    </div>
  );
}
