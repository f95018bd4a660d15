import { useTranslation } from '../../lib/i18n.ts';
import { useNavigate } from 'react-router';
import { accepted, addAddress } from '../../api/index.ts';
import { Button } from '../../components/Button.tsx';
import { CheckboxField, SelectField, TextField } from '../../components/Field.tsx';
import { TOAST_DURATION_MS } from '../../domain/constants.ts';
import { addressRequest, BRAZIL_UFS } from '../../domain/contract/rewards.ts';
import { emitUiEvent } from '../../lib/ui-events.ts';
import { useForm } from '../../lib/use-form.ts';
import './setup.ts';
import { ADDRESSES_PATH } from '../../lib/paths.ts';

const UF_OPTIONS = BRAZIL_UFS.map((uf) => ({ value: uf, label: uf }));
const EMPTY = { recipient_name: '', phone: '', cep: '', street: '', number: '', complement: '', district: '', city: '', state: '', is_default: false };
type TextKey = Exclude<keyof typeof EMPTY, 'is_default' | 'state'>;

/** New delivery address (pages/addAddress), checked by the server's own schema; back to `redirect` after saving. */
export function AddressForm({ redirect }: { redirect: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm(addressRequest, EMPTY);

  const onSubmit = form.handleSubmit(async (data) => {
    if ((await accepted(addAddress(data))) === undefined) return;
    emitUiEvent('toast', { message: t('address.saved'), durationMs: TOAST_DURATION_MS, position: 'bottom' });
    navigate(redirect?.startsWith('/') ? redirect : ADDRESSES_PATH, { replace: true });
  });

  const text = (key: TextKey, label: string, extra: Record<string, string> = {}) => (
    <TextField label={label} name={key} value={form.values[key]} error={form.errors[key]} onValueChange={(v) => form.setField(key, v)} {...extra} />
  );

  return (
    <form className="card form-stack" onSubmit={onSubmit} noValidate>
      {text('recipient_name', t('address.recipient'), { autoComplete: 'name' })}
      {text('phone', t('address.phone'), { inputMode: 'tel', autoComplete: 'tel-national' })}
      {text('cep', t('address.cep'), { inputMode: 'numeric', autoComplete: 'postal-code', placeholder: '00000-000' })}
      {text('street', t('address.street'), { autoComplete: 'address-line1' })}
      <div className="form-row">
        {text('number', t('address.number'))}
        {text('complement', t('address.complement'), { autoComplete: 'address-line2' })}
      </div>
      {text('district', t('address.district'))}
      <div className="form-row">
        {text('city', t('address.city'), { autoComplete: 'address-level2' })}
        <SelectField label={t('address.state')} name="state" value={form.values.state} options={UF_OPTIONS} placeholder={t('address.chooseState')}
          error={form.errors.state} onValueChange={(v) => form.setField('state', v)} />
      </div>
      <CheckboxField checked={form.values.is_default} onCheckedChange={(v) => form.setField('is_default', v)}>{t('address.isDefault')}</CheckboxField>
      <Button type="submit" block>{t('common.save')}</Button>
    </form>
  );
}
