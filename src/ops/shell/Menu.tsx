/**
 * The left menu, read from the sections' declarations (sections.ts) in their order: every review
 * queue with its waiting count, the content kinds and the other content sections, then the other
 * sections and "Minha conta". Only the sections the signed-in role may open show; before an admin's
 * authenticator is on in production, only "Minha conta".
 */
import type { OperatorRole } from '../../domain/contract/ops-roles.ts';
import { QUEUE_LABELS, ROLE_LABELS } from '../../domain/ops.pt.ts';
import type { QueueIndex } from '../queue/useQueueIndex.ts';
import { hrefOf } from './useHashRoute.ts';
import { KINDS } from '../content/content-kinds.ts';
import { CONTENT_TEXTS } from '../content/content-texts.ts';
import { type MenuGroup, mayOpen, SECTIONS } from './sections.ts';
import { TEXTS } from '../common/texts.ts';

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

const GROUP_TITLES: Record<MenuGroup, string | null> = { overview: null, queues: TEXTS.queuesTitle, content: CONTENT_TEXTS.menuTitle, other: TEXTS.otherTitle, account: null };

type MenuSection = (typeof SECTIONS)[number];

/** A section's entries: one per review queue, one per content kind, else the section itself. */
function entriesOf(section: MenuSection, index: QueueIndex): Array<{ arg: string; label: string; count?: number }> {
  if (section.hash === 'queue') {
    // Until the counts arrive the queues show by name, so the menu does not move under a finger.
    if (index.queues.length === 0) return Object.entries(QUEUE_LABELS).map(([arg, label]) => ({ arg, label }));
    return index.queues.map((queue) => ({ arg: queue.name, label: queue.label, count: queue.waiting }));
  }
  if (section.hash === 'content') return KINDS.map((spec) => ({ arg: spec.kind, label: spec.label }));
  return [{ arg: '', label: section.label, ...(section.hash === 'feedback' ? { count: index.newFeedback } : {}) }];
}

export function Menu({ name, role, totpRequired, onSignOut, index, current }: MenuProps) {
  // Only "Minha conta" until the authenticator is on.
  const shown = SECTIONS.filter((section) => section.hash === 'account' || (!totpRequired && mayOpen(role, section.hash)));
  const groups = [...new Set(shown.map((section) => section.group))];
  return (
    <nav className="ops-menu" aria-label="Menu">
      <div className="ops-brand">{TEXTS.appName}</div>
      {groups.map((group) => (
        <MenuGroupEntries key={group} title={GROUP_TITLES[group]} sections={shown.filter((section) => section.group === group)} index={index} current={current} />
      ))}
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

function MenuGroupEntries({ title, sections, index, current }: { title: string | null; sections: MenuSection[]; index: QueueIndex; current: string }) {
  return (
    <>
      {title && <div className="ops-menu-title">{title}</div>}
      {sections.flatMap((section) => entriesOf(section, index).map(({ arg, label, count }) => {
        const at = arg ? `${section.hash}/${arg}` : section.hash;
        return <Entry key={at} href={hrefOf(section.hash, arg)} label={label} {...(count === undefined ? {} : { count })} active={current === at} />;
      }))}
    </>
  );
}
