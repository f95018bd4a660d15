/** Confirms an approval or a refusal of one or more items; a refusal cannot be sent without a remark. */
import type { FormEvent } from 'react';
import { useFields } from '../../lib/use-form.ts';
import { REMARK_MAX } from '../../domain/contract/ops.ts';
import { TEXTS } from '../common/texts.ts';

interface DecisionDialogProps {
  approve: boolean;
  count: number;
  busy: boolean;
  onConfirm: (remark: string) => void;
  onCancel: () => void;
}

export function DecisionDialog({ approve, count, busy, onConfirm, onCancel }: DecisionDialogProps) {
  const { values: { remark }, errors, setField, setErrors } = useFields({ remark: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!approve && !remark.trim()) setErrors({ remark: TEXTS.remarkRequired });
    else onConfirm(remark.trim());
  };

  return (
    <div className="ops-overlay" role="dialog" aria-modal="true" aria-label={TEXTS.decisionTitle(approve, count)}>
      <form className="ops-card ops-dialog" onSubmit={submit}>
        <h2>{TEXTS.decisionTitle(approve, count)}</h2>
        <label className="ops-field">
          <span>{TEXTS.remark}</span>
          <textarea name="remark" rows={3} maxLength={REMARK_MAX} value={remark} onChange={(e) => setField('remark', e.target.value)} autoFocus />
        </label>
        {errors.remark && (
          <p className="ops-error" role="alert">
            {errors.remark}
          </p>
        )}
        <div className="ops-dialog-actions">
          <button type="button" className="ops-button" onClick={onCancel} disabled={busy}>
            {TEXTS.cancel}
          </button>
          <button type="submit" className={`ops-button ${approve ? 'ops-primary' : 'ops-danger'}`} disabled={busy}>
            {approve ? TEXTS.confirmApprove : TEXTS.confirmReject}
          </button>
        </div>
      </form>
    </div>
  );
}
