/**
 * The left menu: every review queue with its waiting count, the content kinds and tracking scripts,
 * then members, feedback, reward rules, withdrawal rules, promotions, broadcast, the outbox, the
 * audit, operators and "Minha conta". Only the sections the signed-in role may open show
 * (sections.ts reads it from the calls' definitions); before an admin's authenticator is on in
 * production, only "Minha conta".
 */
import type { OperatorRole } from '../domain/contract/ops-roles.ts';
import { ROLE_LABELS } from '../domain/ops.pt.ts';
import type { QueueIndex } from './useQueueIndex.ts';
import { hrefOf } from './useHashRoute.ts';
import { KINDS } from './content-kinds.ts';
import { REWARDS_TEXTS } from './rewards-texts.ts';
import { RTP_TEXTS } from './rtp-texts.ts';
import { SHARE_TEXTS, TASK_TEXTS } from './campaigns-texts.ts';
import { CONTENT_TEXTS } from './content-texts.ts';
import { TRACKING_TEXTS } from './content-row-texts.ts';
import { MEMBERS_TEXTS } from './members-texts.ts';
import { OPERATORS_TEXTS } from './operators-texts.ts';
import { PROMO_TEXTS } from './promo-texts.ts';
import { mayOpen, type Section } from './sections.ts';
import { SITE_TEXTS } from './site-settings-texts.ts';
import { TEXTS } from './texts.ts';
import { WALLET_RULES_TEXTS } from './wallet-rules-texts.ts';

interface MenuProps {
  name: string;
  role: OperatorRole;
  /** Only "Minha conta" until the authenticator is on. */
  totpRequired: boolean;
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

/** The sections of "Outros", in the menu's order, with their labels. */
const OTHER_SECTIONS: Array<{ section: Section; label: string }> = [
  { section: 'members', label: MEMBERS_TEXTS.menu },
  { section: 'feedback', label: TEXTS.feedback },
  { section: 'rewards', label: REWARDS_TEXTS.menu },
  { section: 'tasks', label: TASK_TEXTS.menu },
  { section: 'shares', label: SHARE_TEXTS.menu },
  { section: 'wallet-rules', label: WALLET_RULES_TEXTS.menu },
  { section: 'promos', label: PROMO_TEXTS.title },
  { section: 'broadcast', label: TEXTS.broadcast },
  { section: 'outbox', label: TEXTS.outbox },
  { section: 'audit', label: TEXTS.audit },
  { section: 'operators', label: OPERATORS_TEXTS.menu },
];

export function Menu({ name, role, totpRequired, onSignOut, index, current }: MenuProps) {
  const may = (section: Section) => !totpRequired && mayOpen(role, section);
  const others = OTHER_SECTIONS.filter((entry) => may(entry.section));
  return (
    <nav className="ops-menu" aria-label="Menu">
      <div className="ops-brand">{TEXTS.appName}</div>
      {may('queue') && (
        <>
          <div className="ops-menu-title">{TEXTS.queuesTitle}</div>
          {index.queues.map((queue) => (
            <Entry key={queue.name} href={hrefOf('queue', queue.name)} label={queue.label} count={queue.waiting} active={current === `queue/${queue.name}`} />
          ))}
        </>
      )}
      {(may('content') || may('site') || may('tracking')) && <div className="ops-menu-title">{CONTENT_TEXTS.menuTitle}</div>}
      {may('content') &&
        KINDS.map((spec) => <Entry key={spec.kind} href={hrefOf('content', spec.kind)} label={spec.label} active={current === `content/${spec.kind}`} />)}
      {may('site') && <Entry href={hrefOf('site')} label={SITE_TEXTS.menu} active={current === 'site'} />}
      {may('tracking') && <Entry href={hrefOf('tracking')} label={TRACKING_TEXTS.menu} active={current === 'tracking'} />}
      {may('rtp') && <Entry href={hrefOf('rtp')} label={RTP_TEXTS.menu} active={current === 'rtp'} />}
      {others.length > 0 && <div className="ops-menu-title">{TEXTS.otherTitle}</div>}
      {others.map(({ section, label }) => (
        <Entry key={section} href={hrefOf(section)} label={label} count={section === 'feedback' ? index.newFeedback : undefined} active={current === section} />
      ))}
      <Entry href={hrefOf('account')} label={OPERATORS_TEXTS.accountMenu} active={current === 'account'} />
      <div className="ops-menu-footer">
        <span>
          {TEXTS.signedInAs} <strong>{name}</strong> ({ROLE_LABELS[role]})
        </span>
        <button type="button" className="ops-link" onClick={onSignOut}>
          {TEXTS.signOut}
        </button>
      </div>
    </nav>
  );
}
