/** Confirms an approval or a refusal of one or more items; a refusal cannot be sent without a remark. */
import { type FormEvent, useState } from 'react';
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
  const [remark, setRemark] = useState('');
  const [tried, setTried] = useState(false);
  const missing = !approve && !remark.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!missing) onConfirm(remark.trim());
  };

  return (
    <div className="ops-overlay" role="dialog" aria-modal="true" aria-label={TEXTS.decisionTitle(approve, count)}>
      <form className="ops-card ops-dialog" onSubmit={submit}>
        <h2>{TEXTS.decisionTitle(approve, count)}</h2>
        <label className="ops-field">
          <span>{TEXTS.remark}</span>
          <textarea name="remark" rows={3} maxLength={REMARK_MAX} value={remark} onChange={(e) => setRemark(e.target.value)} autoFocus />
        </label>
        {tried && missing && (
          <p className="ops-error" role="alert">
            {TEXTS.remarkRequired}
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
