/**
 * The console shell: sign-in until there is an operator session, then the menu and the page the
 * hash names, if the operator's role may open it (sections.ts); an admin who must turn on the
 * authenticator first (production) sees only "Minha conta". An admin's first page opens with the
 * launch checklist while members still lack something (LaunchChecklist.tsx).
 */
import { useCallback, useEffect, useState } from 'react';
import type { OperatorMe } from '../../domain/contract/ops-operators.ts';
import { onSessionEnded, sessionOf, storedSession, storeSession, type StoredSession } from '../common/api.ts';
import { KINDS } from '../content/content-kinds.ts';
import { LaunchChecklist } from '../launch/LaunchChecklist.tsx';
import { Menu } from './Menu.tsx';
import { OPERATORS_TEXTS } from '../operators/operators-texts.ts';
import { SECTION_PAGES } from './section-pages.tsx';
import { landingSection, mayCall, mayOpen, type Section } from './sections.ts';
import { signOut, whoAmI } from './session-calls.ts';
import { SignIn } from './SignIn.tsx';
import { useHashRoute } from './useHashRoute.ts';
import { useQueueIndex } from '../queue/useQueueIndex.ts';

export function Console() {
  const [session, setSession] = useState<StoredSession | null>(storedSession);
  useEffect(() => onSessionEnded(() => setSession(null)), []);

  const signedIn = useCallback((next: StoredSession) => {
    storeSession(next);
    setSession(next);
  }, []);
  const leave = useCallback(async () => {
    await signOut().catch(() => undefined);
    storeSession(null);
    setSession(null);
  }, []);

  if (!session) return <SignIn onSignedIn={signedIn} />;
  return <SignedIn session={session} onChanged={signedIn} onSignOut={leave} />;
}

/** Where a role lands without a page in the hash: the queues, else its first section (a content kind's first). */
function landingOf(session: StoredSession): { page: string; arg: string } {
  if (session.totpRequired) return { page: 'account', arg: '' };
  const page = landingSection(session.role) ?? 'account';
  return { page, arg: page === 'content' ? (KINDS[0]?.kind ?? '') : '' };
}

interface SignedInProps {
  session: StoredSession;
  onChanged: (session: StoredSession) => void;
  onSignOut: () => void;
}

function SignedIn({ session, onChanged, onSignOut }: SignedInProps) {
  const { token, role, totpRequired } = session;
  // The role or the authenticator may have changed since sign-in (an admin's edit): the menu follows.
  useEffect(() => {
    whoAmI().then((me) => onChanged(sessionOf(token, me))).catch(() => undefined);
  }, [token, onChanged]);
  const changed = useCallback((me: OperatorMe) => onChanged(sessionOf(token, me)), [token, onChanged]);

  const route = useHashRoute();
  const index = useQueueIndex(!totpRequired && mayCall(role, 'reviewIndex'));
  const landing = landingOf(session);
  const page = totpRequired ? 'account' : route.page || landing.page;
  const arg = route.page ? route.arg : landing.arg;
  const firstQueue = index.queues[0]?.name;
  const queueName = page === 'queue' ? arg || firstQueue : firstQueue;
  const allowed = mayOpen(role, page);
  const Page = Object.hasOwn(SECTION_PAGES, page) ? SECTION_PAGES[page as Section] : null;

  return (
    <div className="ops-shell">
      <Menu name={session.name} role={role} totpRequired={totpRequired} onSignOut={onSignOut} index={index}
        current={page === 'queue' ? `queue/${queueName ?? ''}` : page === 'content' ? `content/${arg}` : page} />
      {/* Focusable: a wide table scrolls the page sideways, which keyboard users must reach too. */}
      <main className="ops-main" tabIndex={0}>
        {!allowed && <p className="ops-error" role="alert">{OPERATORS_TEXTS.sectionForbidden}</p>}
        {!totpRequired && page === landing.page && mayCall(role, 'launchChecklist') && <LaunchChecklist />}
        {allowed && Page && <Page session={session} arg={arg} index={index} onChanged={changed} />}
      </main>
    </div>
  );
}
