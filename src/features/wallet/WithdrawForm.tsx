import { useCallback, useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { useNavigate } from 'react-router';
import { accepted, withdraw } from '../../api/index.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { TextField } from '../../components/Field.tsx';
import { TOAST_DURATION_MS } from '../../domain/constants.ts';
import type { WalletInfo } from '../../domain/contract/wallet.ts';
import { formatMoney } from '../../domain/contract/wallet-values.ts';
import { RULE_MESSAGES } from '../../domain/messages.pt.ts';
import { formatPoints } from '../../lib/format.ts';
import { isProfileIncomplete, perfectionUrl } from '../../lib/perfection.ts';
import { emitUiEvent } from '../../lib/ui-events.ts';
import { useDeferredForm } from '../../lib/use-form.ts';
import { loadWalletRules } from './load-wallet-rules.ts';
import { pointsFor } from './withdraw-rules.ts';
import { useBusyWhile } from '../../stores/busy.ts';
import { WALLET_PATH, withdrawalDetail } from '../../lib/paths.ts';

/** One key per confirmed request: a retry after a lost answer sends it again and is not paid twice. */
function newRequestKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Conversion type, amount, then the withdrawal password in a confirmation dialog. */
export function WithdrawForm({ info, onDone }: { info: WalletInfo; onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loadDraft = useCallback(() => loadWalletRules().then((rules) => rules.withdrawDraft(info.types)), [info.types]);
  const form = useDeferredForm(loadDraft, { type_id: null as number | null, amount: '', password: '' });
  const { values: { type_id: typeId, amount, password }, errors, setField, setErrors } = form;
  const [confirming, setConfirming] = useState<{ key: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // A reload (the update toast) waits until the withdrawal answer is in.
  useBusyWhile('withdrawal', busy);
  const type = info.types.find((x) => x.id === typeId);
  const cost = pointsFor(type, amount);

  const review = form.handleSubmit(() => {
    setField('password', '');
    setConfirming({ key: newRequestKey() });
  });

  const confirm = async () => {
    if (!type || !confirming) return;
    if (!/^\d{6}$/.test(password)) return setErrors({ password: RULE_MESSAGES.withdrawalPasswordFormat });
    setBusy(true);
    try {
      const withdrawal = await accepted(withdraw({ type_id: type.id, amount: Number(amount), password, request_key: confirming.key }), (refusal) => {
        setField('password', '');
        // Spec §4/§6: complete the profile first, then come back to the wallet.
        if (isProfileIncomplete(refusal)) navigate(perfectionUrl(WALLET_PATH));
      });
      if (!withdrawal) return;
      setConfirming(null);
      // Held for review: a neutral word, the reasons are for reviewers (docs/risk.md).
      emitUiEvent('toast', { message: t(withdrawal.status === 'review' ? 'wallet.doneInReview' : 'wallet.done'), durationMs: TOAST_DURATION_MS, position: 'bottom' });
      emitUiEvent('meaningfulAction', { kind: 'withdrawal' });
      onDone();
      navigate(withdrawalDetail(withdrawal.id));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card form-stack" onSubmit={review} noValidate>
      <h2 className="wallet-title">{t('wallet.withdraw')}</h2>
      <div className="type-list" role="radiogroup" aria-label={t('wallet.type')}>
        {info.types.map((x) => (
          <button key={x.id} type="button" role="radio" aria-checked={x.id === typeId} className="type-card"
            onClick={() => setField('type_id', x.id)}>
            <span className="type-card__name">{x.name}</span>
            <span className="type-card__info">{t('wallet.typeInfo', { platform: x.platform, min: formatMoney(x.unit, x.min_amount), max: formatMoney(x.unit, x.max_amount) })}</span>
            <span className="type-card__rate">{t('wallet.rate', { rate: formatPoints(x.rate), unit: x.unit })}</span>
          </button>
        ))}
      </div>
      {errors.type_id ? <p className="field__error" role="alert">{errors.type_id}</p> : null}
      <TextField label={t('wallet.amount', { unit: type?.unit ?? 'R$' })} name="amount" inputMode="numeric" value={amount}
        placeholder={type ? t('wallet.amountPlaceholder', { min: type.min_amount }) : ''} error={errors.amount}
        onValueChange={(v) => setField('amount', v.replace(/[^\d]/g, ''))} />
      {cost !== null ? <p className="muted wallet-cost">{t('wallet.costs', { points: formatPoints(cost) })}</p> : null}
      <Button type="submit" block>{t('wallet.submit')}</Button>
      <Dialog open={confirming !== null} title={t('wallet.confirmTitle')} onClose={() => setConfirming(null)}
        actions={<><Button variant="ghost" onClick={() => setConfirming(null)}>{t('wallet.cancel')}</Button>
          <Button busy={busy} onClick={() => void confirm()}>{t('wallet.confirm')}</Button></>}>
        {type && cost !== null ? (
          <div className="form-stack wallet-confirm">
            <p>{t('wallet.confirmText', { money: formatMoney(type.unit, Number(amount)), type: type.name, account: info.account ?? '', points: formatPoints(cost) })}</p>
            <TextField label={t('wallet.passwordLabel')} name="withdrawal_password" type="password" inputMode="numeric" maxLength={6}
              autoComplete="off" value={password} error={errors.password}
              onValueChange={(v) => setField('password', v.replace(/\D/g, '').slice(0, 6))} />
          </div>
        ) : null}
      </Dialog>
    </form>
  );
}
