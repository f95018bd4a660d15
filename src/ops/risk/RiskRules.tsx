/** The rules, in the order they were made; a form to make or edit one, tested on the last 30 days before it is switched on. */
import { useCallback, useState } from 'react';
import { RISK_OUTCOME_LABELS } from '../../domain/risk.pt.ts';
import { LoadNotice } from '../common/LoadNotice.tsx';
import { loaded, useOpsLoad, withRow } from '../common/use-ops-load.ts';
import { riskRules } from './risk-calls.ts';
import type { RiskRule } from './risk-calls.ts';
import { RiskRuleForm } from './RiskRuleForm.tsx';
import { RISK_TEXTS as T } from './risk-texts.ts';

export function RiskRules() {
  const { state, update } = useOpsLoad(useCallback(() => riskRules(), []));
  const data = loaded(state);
  const [editing, setEditing] = useState<RiskRule | 'new' | null>(null);
  return (
    <div className="ops-risk-rules">
      <LoadNotice state={state} />
      {data && (
        <>
          <table className="ops-table">
            <thead><tr><th>{T.code}</th><th>{T.condition}</th><th>{T.outcome}</th><th>{T.score}</th><th>{T.enabled}</th><th>{T.version}</th><th /></tr></thead>
            <tbody>
              {data.rules.map((rule) => (
                <tr key={rule.id} data-testid="risk-rule">
                  <td><strong>{rule.code}</strong><div className="ops-muted">{rule.name}</div></td>
                  <td><code>{rule.condition}</code></td>
                  <td>{RISK_OUTCOME_LABELS[rule.outcome]}</td>
                  <td>{rule.score}</td>
                  <td>{rule.enabled ? T.yes : T.no}</td>
                  <td>{rule.version}</td>
                  <td><button type="button" className="ops-button" onClick={() => setEditing(rule)}>{T.edit}</button></td>
                </tr>
              ))}
            </tbody>
          </table>
          <button type="button" className="ops-button" onClick={() => setEditing('new')}>{T.newRule}</button>
          {editing && (
            <RiskRuleForm key={editing === 'new' ? 'new' : `${editing.id}-${editing.version}`} rule={editing === 'new' ? null : editing}
              facts={data.facts} onCancel={() => setEditing(null)}
              onSaved={(saved) => update((now) => ({ ...now, rules: withRow(now.rules, saved) }))} />
          )}
        </>
      )}
    </div>
  );
}
