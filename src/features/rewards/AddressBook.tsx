import { useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { accepted, deleteAddress, listAddresses, setDefaultAddress } from '../../api/index.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Spinner } from '../../components/Loading.tsx';
import { TOAST_DURATION_MS } from '../../domain/constants.ts';
import type { Address } from '../../domain/contract/index.ts';
import { emitUiEvent } from '../../lib/ui-events.ts';
import { useLoad } from '../../lib/use-load.ts';
import { addressLine } from './address-text.ts';
import { ADD_ADDRESS_PATH } from '../../lib/paths.ts';

const loadAddresses = () => listAddresses({ loading: false });

/** Delivery addresses (pages/address): default first, make default, delete with a confirmation. */
export function AddressBook() {
  const { t } = useTranslation();
  const { state, reload } = useLoad(loadAddresses);
  /** The list as the server answered a change to it (make default, delete); before any, the loaded one. */
  const [changed, setChanged] = useState<Address[] | null>(null);
  const [removing, setRemoving] = useState<Address | null>(null);
  const addresses = changed ?? (state.status === 'ready' ? state.data : null);

  const makeDefault = async (id: number) => {
    const list = await accepted(setDefaultAddress(id));
    if (list) setChanged(list);
  };
  const remove = async () => {
    if (!removing) return;
    const list = await accepted(deleteAddress(removing.id));
    setRemoving(null);
    if (!list) return;
    setChanged(list);
    emitUiEvent('toast', { message: t('address.removed'), durationMs: TOAST_DURATION_MS, position: 'bottom' });
  };

  const add = <Link className="btn btn--primary btn--block" to={ADD_ADDRESS_PATH}>{t('address.add')}</Link>;
  if (!changed && (state.status === 'error' || state.status === 'refused')) {
    return <EmptyState icon="info" title={t('list.retry')} action={<Button variant="ghost" onClick={reload}>{t('common.retry')}</Button>} />;
  }
  if (!addresses) return <div className="game-loading" aria-busy="true"><Spinner /></div>;
  if (addresses.length === 0) return <EmptyState icon="address" title={t('address.empty')} description={t('address.emptyText')} action={add} />;
  return (
    <>
      {addresses.map((a) => (
        <section key={a.id} className="card address-card" data-testid="address">
          <span className="address-card__head">{a.recipient_name} · {a.phone}{a.is_default ? <span className="badge">{t('address.default')}</span> : null}</span>
          <span className="address-card__text">{addressLine(a)}</span>
          <span className="address-card__actions">
            {a.is_default ? null : <Button variant="secondary" onClick={() => void makeDefault(a.id)}>{t('address.makeDefault')}</Button>}
            <Button variant="danger" onClick={() => setRemoving(a)}>{t('address.remove')}</Button>
          </span>
        </section>
      ))}
      {add}
      <Dialog open={removing !== null} title={t('address.removeTitle')} onClose={() => setRemoving(null)}
        actions={<><Button variant="ghost" onClick={() => setRemoving(null)}>{t('address.cancel')}</Button><Button variant="danger" onClick={() => void remove()}>{t('address.remove')}</Button></>}>
        {removing ? addressLine(removing) : null}
      </Dialog>
    </>
  );
}
