import { useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { accepted, bindAccount } from '../../api/index.ts';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/Field.tsx';
import { TOAST_DURATION_MS } from '../../domain/constants.ts';
import type { WalletInfo } from '../../domain/contract/wallet.ts';
import { emitUiEvent } from '../../lib/ui-events.ts';
import { useDeferredForm } from '../../lib/use-form.ts';
import { loadBindAccountRequest } from './load-wallet-rules.ts';

/** The account paid into, proven with the last 4 digits of the registered phone. */
export function AccountCard({ info, onChange }: { info: WalletInfo; onChange: (info: WalletInfo) => void }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(info.account === null);
  const form = useDeferredForm(loadBindAccountRequest, { account: info.account ?? '', phone_last4: '' });

  const onSubmit = form.handleSubmit(async (data) => {
    const bound = await accepted(bindAccount(data));
    if (!bound) return;
    emitUiEvent('toast', { message: t('wallet.bindDone'), durationMs: TOAST_DURATION_MS, position: 'bottom' });
    setEditing(false);
    onChange(bound);
  });

  if (!editing && info.account) {
    return (
      <section className="card wallet-row">
        <div>
          <p className="wallet-row__label">{t('wallet.bound')}</p>
          <p className="wallet-row__value" data-testid="bound-account">{info.account}</p>
        </div>
        <Button variant="ghost" onClick={() => setEditing(true)}>{t('wallet.change')}</Button>
      </section>
    );
  }
  return (
    <form className="card form-stack" onSubmit={onSubmit} noValidate>
      <h2 className="wallet-title">{t('wallet.account')}</h2>
      <TextField label={t('wallet.account')} name="account" placeholder={t('wallet.accountHint')} value={form.values.account}
        error={form.errors.account} onValueChange={(v) => form.setField('account', v)} />
      <TextField label={t('wallet.phoneLast4')} name="phone_last4" inputMode="numeric" maxLength={4} autoComplete="off"
        placeholder={t('wallet.phoneHint', { phone: info.phone_masked })} value={form.values.phone_last4}
        error={form.errors.phone_last4} onValueChange={(v) => form.setField('phone_last4', v.replace(/\D/g, ''))} />
      <Button type="submit" block>{t('wallet.bind')}</Button>
    </form>
  );
}
