/** The console shell: sign-in until there is an operator session, then the menu and the page the hash names. */
import { useCallback, useEffect, useState } from 'react';
import { onSessionEnded, storedSession, storeSession, type StoredSession } from './api.ts';
import { AuditPage } from './AuditPage.tsx';
import { BroadcastPage } from './BroadcastPage.tsx';
import { ContentPage } from './ContentPage.tsx';
import { signOut } from './calls.ts';
import { FeedbackPage } from './FeedbackPage.tsx';
import { Menu } from './Menu.tsx';
import { MembersPage } from './MembersPage.tsx';
import { OutboxPage } from './OutboxPage.tsx';
import { PromosPage } from './PromosPage.tsx';
import { QueuePage } from './QueuePage.tsx';
import { RewardsPage } from './RewardsPage.tsx';
import { SignIn } from './SignIn.tsx';
import { SitePage } from './SitePage.tsx';
import { TrackingScriptsPage } from './TrackingScriptsPage.tsx';
import { useHashRoute } from './useHashRoute.ts';
import { useQueueIndex } from './useQueueIndex.ts';
import { WalletRulesPage } from './WalletRulesPage.tsx';

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
  return <SignedIn name={session.name} onSignOut={leave} />;
}

function SignedIn({ name, onSignOut }: { name: string; onSignOut: () => void }) {
  const route = useHashRoute();
  const index = useQueueIndex();
  const firstQueue = index.queues[0]?.name;
  const page = route.page || (firstQueue ? 'queue' : '');
  const queueName = route.page === 'queue' ? route.arg : firstQueue;
  const queue = index.queues.find((q) => q.name === queueName);

  return (
    <div className="ops-shell">
      <Menu name={name} onSignOut={onSignOut} index={index} current={page === 'queue' ? `queue/${queueName ?? ''}` : page === 'content' ? `content/${route.arg}` : page} />
      <main className="ops-main">
        {page === 'queue' && queue && <QueuePage key={queue.name} queue={queue} onDecided={index.refresh} />}
        {page === 'members' && <MembersPage memberId={route.arg} />}
        {page === 'feedback' && <FeedbackPage onReplied={index.refresh} />}
        {page === 'content' && <ContentPage key={route.arg} kind={route.arg} />}
        {page === 'rewards' && <RewardsPage />}
        {page === 'wallet-rules' && <WalletRulesPage />}
        {page === 'promos' && <PromosPage />}
        {page === 'site' && <SitePage />}
        {page === 'tracking' && <TrackingScriptsPage />}
        {page === 'broadcast' && <BroadcastPage />}
        {page === 'outbox' && <OutboxPage />}
        {page === 'audit' && <AuditPage />}
        {page === 'queue' && !queue && index.error && <p className="ops-error">{index.error}</p>}
      </main>
    </div>
  );
}
