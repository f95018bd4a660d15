/** Disable or enable the account (disabling asks first), points by hand, and the withdrawal lock cleared. */
import { useState } from 'react';
import type { MemberDetail } from '../../domain/contract/ops-members.ts';
import { clearWithdrawalLock, setMemberDisabled } from './members-calls.ts';
import { MEMBERS_TEXTS as T } from './members-texts.ts';
import { MembersConfirm } from './MembersConfirm.tsx';
import { MembersPoints } from './MembersPoints.tsx';
import { dateTime } from '../common/texts.ts';
import { useOpsAction } from '../common/useOpsAction.ts';

export function MembersActions({ id, detail, onDone }: { id: string; detail: MemberDetail; onDone: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const action = useOpsAction();
  const { disabled } = detail.profile;
  const lock = detail.withdrawal_lock;

  const setStatus = (next: boolean) =>
    void action.run(async () => {
      await setMemberDisabled(id, next);
      setConfirming(false);
      onDone();
      return next ? T.disabledNotice : T.enabledNotice;
    });
  const clearLock = () =>
    void action.run(async () => {
      await clearWithdrawalLock(id);
      onDone();
      return T.lockCleared;
    });

  return (
    <section className="ops-card" aria-label={T.actions}>
      <h2>{T.actions}</h2>
      <div className="ops-row-actions">
        {disabled ? (
          <button type="button" className="ops-button ops-primary" disabled={action.busy} onClick={() => setStatus(false)}>{T.enable}</button>
        ) : (
          <button type="button" className="ops-button ops-danger" disabled={action.busy} onClick={() => setConfirming(true)}>{T.disable}</button>
        )}
        <span className="ops-hint">
          {T.lock}: {T.lockState(lock.has_password, lock.failed_tries, lock.locked_until ? dateTime(lock.locked_until) : null)}
        </span>
        {(lock.locked_until || lock.failed_tries > 0) && (
          <button type="button" className="ops-button" disabled={action.busy} onClick={clearLock}>{T.clearLock}</button>
        )}
      </div>
      {action.result && <p className={action.result.ok ? 'ops-notice' : 'ops-error'}>{action.result.text}</p>}
      <MembersPoints id={id} onDone={onDone} />
      {confirming && (
        <MembersConfirm title={T.disableTitle} text={T.disableText} confirm={T.confirmDisable} busy={action.busy} onConfirm={() => setStatus(true)} onCancel={() => setConfirming(false)} />
      )}
    </section>
  );
}
