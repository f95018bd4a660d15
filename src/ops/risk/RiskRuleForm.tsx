/**
 * One rule's form: the condition is checked as it is typed (the same parser the server runs), and
 * "Testar nos últimos 30 dias" says what it would have held before anyone switches it on. An edit
 * sends the version it loaded: a save over another admin's change is refused.
 */
import { useState } from 'react';
import { RISK_EXPIRY_ACTIONS, RISK_OUTCOMES } from '../../domain/contract/risk-values.ts';
import { parseCondition } from '../../domain/risk-condition.ts';
import { RISK_OUTCOME_LABELS } from '../../domain/risk.pt.ts';
import { useEditForm } from '../common/use-ops-form.ts';
import { useOpsAction } from '../common/useOpsAction.ts';
import { type RiskRule, saveRule, testRule } from './risk-calls.ts';
import { RISK_TEXTS as T } from './risk-texts.ts';

type Fields = Pick<RiskRule, 'code' | 'name' | 'condition' | 'outcome' | 'score' | 'reason' | 'hold_days' | 'on_expiry' | 'enabled'>;
const NEW_RULE: Fields = { code: '', name: '', condition: '', outcome: 'hold', score: 20, reason: '', hold_days: 7, on_expiry: 'release', enabled: false };
const fieldsOf = ({ code, name, condition, outcome, score, reason, hold_days, on_expiry, enabled }: Fields): Fields =>
  ({ code, name, condition, outcome, score, reason, hold_days, on_expiry, enabled });

interface RuleFormProps {
  rule: RiskRule | null;
  facts: { name: string; meaning: string }[];
  onSaved: (rule: RiskRule) => void;
  onCancel: () => void;
}

export function RiskRuleForm({ rule, facts, onSaved, onCancel }: RuleFormProps) {
  const { values, setField, stored, busy, result, submit } = useEditForm(rule, {
    draftOf: (r: RiskRule | null) => (r ? fieldsOf(r) : NEW_RULE),
    save: (v, s) => saveRule(s ? { ...v, id: s.id, version: s.version } : v),
    saved: T.ruleSaved,
    onSaved,
  });
  const test = useOpsAction();
  const [tested, setTested] = useState<string | null>(null);
  const parsed = values.condition.trim() ? parseCondition(values.condition) : null;
  const runTest = () => test.run(async () => {
    const answer = await testRule({ condition: values.condition, outcome: values.outcome });
    setTested(T.testResult(answer.summary, answer.elapsed_ms));
  });
  const number = (field: 'score' | 'hold_days', label: string, max: number) => (
    <label className="ops-field"><span>{label}</span>
      <input name={field} type="number" min={field === 'score' ? 0 : 1} max={max} value={Number.isNaN(values[field]) ? '' : values[field]} onChange={(e) => setField(field, e.target.valueAsNumber)} />
    </label>
  );
  return (
    <form className="ops-card ops-form" onSubmit={submit} aria-label={stored ? T.editing(stored.code) : T.creating}>
      <h3>{stored ? T.editing(stored.code) : T.creating}</h3>
      <label className="ops-field"><span>{T.code}</span><input name="code" value={values.code} onChange={(e) => setField('code', e.target.value)} /></label>
      <label className="ops-field"><span>{T.name}</span><input name="name" value={values.name} onChange={(e) => setField('name', e.target.value)} /></label>
      <label className="ops-field"><span>{T.condition}</span>
        <textarea name="condition" rows={2} value={values.condition} aria-describedby="risk-condition-check" onChange={(e) => setField('condition', e.target.value)} />
      </label>
      <p id="risk-condition-check" className={parsed && !parsed.ok ? 'ops-error' : 'ops-muted'} aria-live="polite">
        {parsed ? (parsed.ok ? T.conditionOk : parsed.reason) : ''}
      </p>
      <details>
        <summary>{T.facts}</summary>
        <dl className="ops-risk-facts">{facts.map((f) => <div key={f.name}><dt><code>{f.name}</code></dt><dd>{f.meaning}</dd></div>)}</dl>
      </details>
      <label className="ops-field"><span>{T.outcome}</span>
        <select name="outcome" value={values.outcome} onChange={(e) => setField('outcome', e.target.value as Fields['outcome'])}>
          {RISK_OUTCOMES.map((o) => <option key={o} value={o}>{RISK_OUTCOME_LABELS[o]}</option>)}
        </select>
      </label>
      {number('score', T.score, 100)}
      <label className="ops-field"><span>{T.reasonField}</span><input name="reason" value={values.reason} onChange={(e) => setField('reason', e.target.value)} /></label>
      {number('hold_days', T.holdDays, 90)}
      <label className="ops-field"><span>{T.expiry}</span>
        <select name="on_expiry" value={values.on_expiry} onChange={(e) => setField('on_expiry', e.target.value as Fields['on_expiry'])}>
          {RISK_EXPIRY_ACTIONS.map((a) => <option key={a} value={a}>{a === 'release' ? T.release : T.refuse}</option>)}
        </select>
      </label>
      <label className="ops-field ops-check-field">
        <input name="enabled" type="checkbox" checked={values.enabled} onChange={(e) => setField('enabled', e.target.checked)} />
        <span>{T.enabled}</span>
      </label>
      <div className="ops-dialog-actions">
        <button type="button" className="ops-button" disabled={test.busy || !parsed?.ok} onClick={() => void runTest()}>{test.busy ? T.testing : T.test}</button>
      </div>
      <div aria-live="polite">
        {tested && <p className="ops-notice" data-testid="risk-test-result">{tested}</p>}
        {test.result && !test.result.ok && <p className="ops-error" role="status">{test.result.text}</p>}
        {result && <p className={result.ok ? 'ops-notice' : 'ops-error'} role="status">{result.text}</p>}
      </div>
      <div className="ops-dialog-actions">
        <button type="submit" className="ops-button ops-primary" disabled={busy}>{busy ? T.saving : T.saveRule}</button>
        <button type="button" className="ops-button" onClick={onCancel}>{T.cancel}</button>
      </div>
    </form>
  );
}
