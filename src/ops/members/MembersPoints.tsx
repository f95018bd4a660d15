/**
 * Points by hand: credit or debit with a reason. The request id is made per filled form: sending
 * the same form again (a double click, a retry after a lost answer) writes one entry; changing a
 * field or a success starts a new one. A debit asks for confirmation first.
 */
import { type FormEvent, useState } from 'react';
import { MEMBER_POINTS_MAX, MEMBER_REASON_MAX, MEMBER_REASON_MIN } from '../../domain/contract/ops-members.ts';
import { changeMemberPoints, type PointsForm } from './members-calls.ts';
import { MEMBERS_TEXTS as T } from './members-texts.ts';
import { MembersConfirm } from './MembersConfirm.tsx';
import { useOpsForm } from '../common/use-ops-form.ts';

const points = (n: number) => n.toLocaleString('pt-BR');

/** The first field the server would refuse, with its message; none when the form can go. */
function problemOf(amount: number, reason: string): { amount: string } | { reason: string } | null {
  if (!Number.isInteger(amount) || amount < 1 || amount > MEMBER_POINTS_MAX) return { amount: T.amountRule };
  if (reason.trim().length < MEMBER_REASON_MIN || reason.trim().length > MEMBER_REASON_MAX) return { reason: T.reasonRule };
  return null;
}

export function MembersPoints({ id, onDone }: { id: string; onDone: () => void }) {
  const action = useOpsForm({ direction: 'credit' as PointsForm['direction'], amount: '', reason: '' });
  const { values: { direction, amount, reason }, errors, setField, setErrors, replaceValues } = action;
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [confirming, setConfirming] = useState(false);
  const problem = errors.amount ?? errors.reason;
  const edit = <K extends 'direction' | 'amount' | 'reason'>(key: K) => (value: (typeof action.values)[K]) => {
    setField(key, value);
    setRequestId(crypto.randomUUID());
  };

  const send = () =>
    void action.run(async () => {
      const result = await changeMemberPoints(id, { direction, amount: Number(amount), reason: reason.trim(), request_id: requestId });
      setConfirming(false);
      replaceValues({ direction, amount: '', reason: '' });
      setRequestId(crypto.randomUUID());
      onDone();
      return result.applied ? T.pointsApplied(points(result.balance)) : T.pointsRepeated(points(result.balance));
    }).finally(() => setConfirming(false));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemOf(Number(amount), reason);
    setErrors(found ?? {});
    if (found) return;
    if (direction === 'debit') setConfirming(true);
    else send();
  };

  return (
    <form className="ops-form" onSubmit={submit} aria-label={T.pointsTitle}>
      <h3>{T.pointsTitle}</h3>
      <label className="ops-field">
        <span>{T.direction}</span>
        <select value={direction} onChange={(e) => edit('direction')(e.target.value as PointsForm['direction'])}>
          <option value="credit">{T.credit}</option>
          <option value="debit">{T.debit}</option>
        </select>
      </label>
      <label className="ops-field">
        <span>{T.amount}</span>
        <input inputMode="numeric" value={amount} onChange={(e) => edit('amount')(e.target.value.replace(/\D/g, ''))} />
      </label>
      <label className="ops-field">
        <span>{T.reason}</span>
        <textarea rows={2} maxLength={MEMBER_REASON_MAX} value={reason} onChange={(e) => edit('reason')(e.target.value)} />
      </label>
      {problem && <p className="ops-error" role="alert">{problem}</p>}
      {action.result && <p className={action.result.ok ? 'ops-notice' : 'ops-error'}>{action.result.text}</p>}
      <div className="ops-row-actions">
        <button type="submit" className="ops-button ops-primary" disabled={action.busy}>{T.applyPoints}</button>
      </div>
      {confirming && (
        <MembersConfirm title={T.debitTitle(points(Number(amount)))} text={T.debitText} confirm={T.confirmDebit} busy={action.busy} onConfirm={send} onCancel={() => setConfirming(false)} />
      )}
    </form>
  );
}
