/**
 * Each section's page (sections.ts declares the sections): what the router shows for `#/<hash>/<arg>`.
 * Typed by the declarations, so a section without a page, or a page without a section, does not compile.
 */
import type { ReactNode } from 'react';
import type { OperatorMe } from '../domain/contract/ops-operators.ts';
import type { StoredSession } from './api.ts';
import { AccountPage } from './AccountPage.tsx';
import { AuditPage } from './AuditPage.tsx';
import { BroadcastPage } from './BroadcastPage.tsx';
import { ContentPage } from './ContentPage.tsx';
import { FeedbackPage } from './FeedbackPage.tsx';
import { MembersPage } from './MembersPage.tsx';
import { OperatorsPage } from './OperatorsPage.tsx';
import { OutboxPage } from './OutboxPage.tsx';
import { PromosPage } from './PromosPage.tsx';
import { QueuePage } from './QueuePage.tsx';
import { RewardsPage } from './RewardsPage.tsx';
import { RtpPage } from './RtpPage.tsx';
import { mayCall, type Section } from './sections.ts';
import { SharesPage } from './SharesPage.tsx';
import { SitePage } from './SitePage.tsx';
import { TasksPage } from './TasksPage.tsx';
import { TrackingScriptsPage } from './TrackingScriptsPage.tsx';
import type { QueueIndex } from './useQueueIndex.ts';
import { WalletRulesPage } from './WalletRulesPage.tsx';

export interface SectionPageProps {
  session: StoredSession;
  /** The hash's argument: a queue's name, a content kind, a member's id; '' when none. */
  arg: string;
  index: QueueIndex;
  onChanged: (me: OperatorMe) => void;
}

function Queue({ arg, index }: SectionPageProps) {
  const queue = index.queues.find((q) => q.name === (arg || index.queues[0]?.name));
  if (queue) return <QueuePage key={queue.name} queue={queue} onDecided={index.refresh} />;
  return index.error ? <p className="ops-error" role="alert">{index.error}</p> : null;
}

export const SECTION_PAGES: { [S in Section]: (props: SectionPageProps) => ReactNode } = {
  queue: Queue,
  content: ({ arg }) => <ContentPage key={arg} kind={arg} />,
  site: () => <SitePage />,
  tracking: () => <TrackingScriptsPage />,
  rtp: ({ session }) => <RtpPage feeds={mayCall(session.role, 'rtpFeedList')} />,
  members: ({ arg }) => <MembersPage memberId={arg} />,
  feedback: ({ index }) => <FeedbackPage onReplied={index.refresh} />,
  rewards: () => <RewardsPage />,
  tasks: () => <TasksPage />,
  shares: () => <SharesPage />,
  'wallet-rules': () => <WalletRulesPage />,
  promos: () => <PromosPage />,
  broadcast: () => <BroadcastPage />,
  outbox: () => <OutboxPage />,
  audit: () => <AuditPage />,
  operators: ({ session }) => <OperatorsPage me={session.name} />,
  account: ({ session, onChanged }) => <AccountPage session={session} onChanged={onChanged} />,
};
