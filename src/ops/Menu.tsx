/** The left menu: every review queue with its waiting count, the content kinds and tracking scripts, then members, feedback, reward rules, withdrawal rules, promotions, broadcast, the outbox and the audit. */
import type { QueueIndex } from './useQueueIndex.ts';
import { hrefOf } from './useHashRoute.ts';
import { KINDS } from './content-kinds.ts';
import { REWARDS_TEXTS } from './rewards-texts.ts';
import { CONTENT_TEXTS } from './content-texts.ts';
import { TRACKING_TEXTS } from './content-row-texts.ts';
import { MEMBERS_TEXTS } from './members-texts.ts';
import { PROMO_TEXTS } from './promo-texts.ts';
import { SITE_TEXTS } from './site-settings-texts.ts';
import { TEXTS } from './texts.ts';
import { WALLET_RULES_TEXTS } from './wallet-rules-texts.ts';

interface MenuProps {
  name: string;
  onSignOut: () => void;
  index: QueueIndex;
  current: string;
}

function Entry({ href, label, count, active }: { href: string; label: string; count?: number; active: boolean }) {
  return (
    <a className={`ops-menu-entry${active ? ' is-active' : ''}`} href={href} aria-current={active ? 'page' : undefined}>
      <span>{label}</span>
      {count !== undefined && count > 0 && <span className="ops-count">{count >= 500 ? '500+' : count}</span>}
    </a>
  );
}

export function Menu({ name, onSignOut, index, current }: MenuProps) {
  return (
    <nav className="ops-menu" aria-label="Menu">
      <div className="ops-brand">{TEXTS.appName}</div>
      <div className="ops-menu-title">{TEXTS.queuesTitle}</div>
      {index.queues.map((queue) => (
        <Entry key={queue.name} href={hrefOf('queue', queue.name)} label={queue.label} count={queue.waiting} active={current === `queue/${queue.name}`} />
      ))}
      <div className="ops-menu-title">{CONTENT_TEXTS.menuTitle}</div>
      {KINDS.map((spec) => (
        <Entry key={spec.kind} href={hrefOf('content', spec.kind)} label={spec.label} active={current === `content/${spec.kind}`} />
      ))}
      <Entry href={hrefOf('site')} label={SITE_TEXTS.menu} active={current === 'site'} />
      <Entry href={hrefOf('tracking')} label={TRACKING_TEXTS.menu} active={current === 'tracking'} />
      <div className="ops-menu-title">{TEXTS.otherTitle}</div>
      <Entry href={hrefOf('members')} label={MEMBERS_TEXTS.menu} active={current === 'members'} />
      <Entry href={hrefOf('feedback')} label={TEXTS.feedback} count={index.newFeedback} active={current === 'feedback'} />
      <Entry href={hrefOf('rewards')} label={REWARDS_TEXTS.menu} active={current === 'rewards'} />
      <Entry href={hrefOf('wallet-rules')} label={WALLET_RULES_TEXTS.menu} active={current === 'wallet-rules'} />
      <Entry href={hrefOf('promos')} label={PROMO_TEXTS.title} active={current === 'promos'} />
      <Entry href={hrefOf('broadcast')} label={TEXTS.broadcast} active={current === 'broadcast'} />
      <Entry href={hrefOf('outbox')} label={TEXTS.outbox} active={current === 'outbox'} />
      <Entry href={hrefOf('audit')} label={TEXTS.audit} active={current === 'audit'} />
      <div className="ops-menu-footer">
        <span>
          {TEXTS.signedInAs} <strong>{name}</strong>
        </span>
        <button type="button" className="ops-link" onClick={onSignOut}>
          {TEXTS.signOut}
        </button>
      </div>
    </nav>
  );
}
