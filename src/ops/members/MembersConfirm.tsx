/** A confirmation before an action that is hard to undo (disable, debit). */
import { TEXTS } from '../common/texts.ts';

interface MembersConfirmProps {
  title: string;
  text: string;
  confirm: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function MembersConfirm({ title, text, confirm, busy, onConfirm, onCancel }: MembersConfirmProps) {
  return (
    <div className="ops-overlay" role="dialog" aria-modal="true" aria-label={title}>
      <div className="ops-card ops-dialog">
        <h2>{title}</h2>
        <p className="ops-text">{text}</p>
        <div className="ops-dialog-actions">
          <button type="button" className="ops-button" onClick={onCancel} disabled={busy}>{TEXTS.cancel}</button>
          <button type="button" className="ops-button ops-danger" onClick={onConfirm} disabled={busy} autoFocus>{confirm}</button>
        </div>
      </div>
    </div>
  );
}
