/**
 * The console's "Risco": held withdrawals, members by risk score and their linked accounts,
 * pending points, the rules and the allow and deny lists (docs/risk.md). `#/risk/<part>`, or
 * `#/risk/<member id>` for one member's linked accounts.
 */
import { RiskHolds } from './RiskHolds.tsx';
import { RiskLists } from './RiskLists.tsx';
import { RiskMember } from './RiskMember.tsx';
import { RiskMembers } from './RiskMembers.tsx';
import { RiskPending } from './RiskPending.tsx';
import { RiskRules } from './RiskRules.tsx';
import { RISK_TEXTS as T } from './risk-texts.ts';
import './risk.css';

const PARTS = ['holds', 'members', 'pending', 'rules', 'lists'] as const;
type Part = (typeof PARTS)[number];

const PART_PAGES: Record<Part, () => React.ReactNode> = {
  holds: () => <RiskHolds />,
  members: () => <RiskMembers />,
  pending: () => <RiskPending />,
  rules: () => <RiskRules />,
  lists: () => <RiskLists />,
};

export function RiskPage({ arg }: { arg: string }) {
  const memberId = /^\d+$/.test(arg) ? arg : null;
  const part: Part = memberId ? 'members' : (PARTS as readonly string[]).includes(arg) ? (arg as Part) : 'holds';
  return (
    <section className="ops-page" aria-labelledby="risk-title">
      <header className="ops-page-header">
        <h1 id="risk-title">{T.title}</h1>
      </header>
      <p className="ops-hint">{T.hint}</p>
      <nav className="ops-tabs ops-risk-tabs" aria-label={T.partsLabel}>
        {PARTS.map((p) => (
          <a key={p} href={`#/risk/${p}`} className={`ops-tab${p === part ? ' is-active' : ''}`} aria-current={p === part ? 'page' : undefined}>{T.parts[p]}</a>
        ))}
      </nav>
      <div className="ops-risk-part">{memberId ? <RiskMember key={memberId} memberId={memberId} /> : PART_PAGES[part]()}</div>
    </section>
  );
}
