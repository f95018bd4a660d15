/** The rules, in the order they were made; a form to make or edit one, tested on the last 30 days before it is switched on. */
import { useCallback, useState } from 'react';
import { RISK_OUTCOME_LABELS } from '../../domain/risk.pt.ts';
import { LoadNotice } from '../common/LoadNotice.tsx';
import { loaded, useOpsLoad, withRow } from '../common/use-ops-load.ts';
import { riskRules } from './risk-calls.ts';
import type { RiskRule } from './risk-calls.ts';
import { RiskRuleForm } from './RiskRuleForm.tsx';
import { RISK_TEXTS as T } from './risk-texts.ts';
import { Cell, HiddenHead, RiskTable } from './RiskTable.tsx';

export function RiskRules() {
  const { state, update } = useOpsLoad(useCallback(() => riskRules(), []));
  const data = loaded(state);
  const [editing, setEditing] = useState<RiskRule | 'new' | null>(null);
  const head = (
    <>
      <th>{T.code}</th><th>{T.condition}</th><th>{T.outcome}</th><th>{T.score}</th><th>{T.enabled}</th><th>{T.version}</th>
      <HiddenHead text={T.actions} />
    </>
  );
  return (
    <div className="ops-risk-rules">
      <LoadNotice state={state} />
      {data && (
        <>
          <RiskTable label={T.rulesTable} head={head}>
            {data.rules.map((rule) => (
              <tr key={rule.id} data-testid="risk-rule">
                <Cell><strong>{rule.code}</strong><div className="ops-muted">{rule.name}</div></Cell>
                <Cell label={T.condition}><code>{rule.condition}</code></Cell>
                <Cell label={T.outcome} short>{RISK_OUTCOME_LABELS[rule.outcome]}</Cell>
                <Cell label={T.score} short>{rule.score}</Cell>
                <Cell label={T.enabled} short>{rule.enabled ? T.yes : T.no}</Cell>
                <Cell label={T.version} short>{rule.version}</Cell>
                <Cell><button type="button" className="ops-button" aria-label={T.editing(rule.code)} onClick={() => setEditing(rule)}>{T.edit}</button></Cell>
              </tr>
            ))}
          </RiskTable>
          <button type="button" className="ops-button ops-risk-new" onClick={() => setEditing('new')}>{T.newRule}</button>
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
