/**
 * The foot of a Risco list: the last decision's summary and, while rows are chosen, what to do with
 * them. It sticks to the bottom of the screen (risk.css), so after ticking rows far down a long
 * list on a phone the decision is at hand without scrolling back.
 */
import { type ReactNode, useState } from 'react';
import type { ActionResult } from '../common/useOpsAction.ts';
import { RISK_TEXTS as T } from './risk-texts.ts';

interface DecisionBarProps {
  count: number;
  onClear: () => void;
  result: ActionResult | null;
  /** The decision's fields and buttons, shown while something is chosen. */
  children: ReactNode;
}

export function DecisionBar({ count, onClear, result, children }: DecisionBarProps) {
  // The summary stays until it is closed or a new decision replaces it (a new result object).
  const [closed, setClosed] = useState<ActionResult | null>(null);
  const shown = result && result !== closed ? result : null;
  return (
    <div className={`ops-risk-bar${count > 0 || shown ? ' is-open' : ''}`}>
      <div className="ops-risk-bar-result">
        {/* Always there, so the summary that appears in it is announced. */}
        <div aria-live="polite">{shown && <p className={shown.ok ? 'ops-notice' : 'ops-error'} role="status">{shown.text}</p>}</div>
        {shown && <button type="button" className="ops-link" onClick={() => setClosed(shown)}>{T.closeNotice}</button>}
      </div>
      {count > 0 && (
        <div className="ops-risk-selection" role="region" aria-label={T.decisionBar}>
          <p className="ops-risk-count">{T.selectedCount(count)}</p>
          <button type="button" className="ops-link" onClick={onClear}>{T.clearSelection}</button>
          {children}
        </div>
      )}
    </div>
  );
}
