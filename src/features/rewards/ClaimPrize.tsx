import { useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Link, useLocation } from 'react-router';
import { accepted, claimPrize, listAddresses } from '../../api/index.ts';
import { Button } from '../../components/Button.tsx';
import { Spinner } from '../../components/Loading.tsx';
import { TOAST_DURATION_MS } from '../../domain/constants.ts';
import { emitUiEvent } from '../../lib/ui-events.ts';
import { useLoad } from '../../lib/use-load.ts';
import { addressLine } from './address-text.ts';
import { addAddress } from '../../lib/paths.ts';

const loadAddresses = () => listAddresses({ loading: false });

/** A physical prize waiting for its delivery address: pick one (or add one) and send it to review. */
export function ClaimPrize({ drawId, onClaimed }: { drawId: number; onClaimed: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { state, reload } = useLoad(loadAddresses);
  const addresses = state.status === 'ready' ? state.data : null;
  /** The member's pick; until then the default address (or the first). */
  const [picked, setPicked] = useState<number | null>(null);
  const chosen = picked ?? (addresses?.find((a) => a.is_default) ?? addresses?.[0])?.id ?? null;
  const [busy, setBusy] = useState(false);

  const claim = async () => {
    if (chosen === null) return;
    setBusy(true);
    try {
      if ((await accepted(claimPrize({ draw_id: drawId, address_id: chosen }))) === undefined) return;
      emitUiEvent('toast', { message: t('records.claimed'), durationMs: TOAST_DURATION_MS, position: 'bottom' });
      onClaimed();
    } finally {
      setBusy(false);
    }
  };

  const back = location.pathname + location.search;
  return (
    <section className="card form-stack">
      <h2 className="game-section__title">{t('records.chooseAddress')}</h2>
      {state.status === 'loading' ? <Spinner size={22} /> : null}
      {state.status === 'error' || state.status === 'refused'
        ? <Button variant="ghost" onClick={reload}>{t('common.retry')}</Button> : null}
      {addresses?.length === 0 ? <p className="muted">{t('records.noAddress')}</p> : null}
      {addresses?.map((a) => (
        <button key={a.id} type="button" className="card address-card address-card--choice" aria-pressed={a.id === chosen} onClick={() => setPicked(a.id)}>
          <span className="address-card__head">{a.recipient_name}{a.is_default ? <span className="badge">{t('address.default')}</span> : null}</span>
          <span className="address-card__text">{addressLine(a)}</span>
        </button>
      ))}
      {addresses && addresses.length > 0 ? <Button block busy={busy} onClick={() => void claim()}>{t('records.claim')}</Button> : null}
      <Link className="btn btn--secondary btn--block" to={addAddress(back)}>{t('records.addAddress')}</Link>
    </section>
  );
}
