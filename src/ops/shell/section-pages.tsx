/**
 * Each section's page (sections.ts declares the sections): what the router shows for `#/<hash>/<arg>`.
 * Typed by the declarations, so a section without a page, or a page without a section, does not compile.
 */
import type { ReactNode } from 'react';
import type { OperatorMe } from '../../domain/contract/ops-operators.ts';
import type { StoredSession } from '../common/api.ts';
import { AccountPage } from '../account/AccountPage.tsx';
import { AuditPage } from '../audit/AuditPage.tsx';
import { BroadcastPage } from '../broadcast/BroadcastPage.tsx';
import { ContentPage } from '../content/ContentPage.tsx';
import { DashboardPage } from '../dashboard/DashboardPage.tsx';
import { FeedbackPage } from '../feedback/FeedbackPage.tsx';
import { MembersPage } from '../members/MembersPage.tsx';
import { OperatorsPage } from '../operators/OperatorsPage.tsx';
import { OutboxPage } from '../outbox/OutboxPage.tsx';
import { PromosPage } from '../promos/PromosPage.tsx';
import { QueuePage } from '../queue/QueuePage.tsx';
import { RewardsPage } from '../rewards/RewardsPage.tsx';
import { RiskPage } from '../risk/RiskPage.tsx';
import { RtpPage } from '../rtp/RtpPage.tsx';
import { mayCall, type Section } from './sections.ts';
import { SharesPage } from '../campaigns/SharesPage.tsx';
import { SitePage } from '../site/SitePage.tsx';
import { TasksPage } from '../campaigns/TasksPage.tsx';
import { TrackingScriptsPage } from '../tracking/TrackingScriptsPage.tsx';
import type { QueueIndex } from '../queue/useQueueIndex.ts';
import { WalletRulesPage } from '../wallet-rules/WalletRulesPage.tsx';

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
  dashboard: ({ session }) => <DashboardPage role={session.role} />,
  queue: Queue,
  content: ({ arg }) => <ContentPage key={arg} kind={arg} />,
  site: () => <SitePage />,
  tracking: () => <TrackingScriptsPage />,
  rtp: ({ session }) => <RtpPage feeds={mayCall(session.role, 'rtpFeedList')} />,
  risk: ({ arg }) => <RiskPage arg={arg} />,
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
