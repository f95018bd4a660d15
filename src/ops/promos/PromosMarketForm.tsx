/**
 * A market entry of a promotion type, new or edited: the title and logo the member's popup shows,
 * the link "Trocar" opens, and whether it is listed. An edit sends the version it loaded.
 */
import { useId } from 'react';
import { PROMO_ART, PROMO_DEFAULT_ART, type MarketType } from '../../domain/contract/market-values.ts';
import type { PromoMarketSaved } from '../../domain/contract/promo-ops.ts';
import { PROMO_TEXTS as T } from './promo-texts.ts';
import { savePromoMarket } from './promos-calls.ts';
import { useOpsForm } from '../common/use-ops-form.ts';

interface MarketFormProps {
  type: MarketType;
  /** The entry edited; none for a new one. */
  market?: PromoMarketSaved;
  onSaved: () => void;
  onCancel?: () => void;
}

export function PromosMarketForm({ type, market, onSaved, onCancel }: MarketFormProps) {
  const { values: { title, logo, link, shown }, setField, busy, result, submitWith } = useOpsForm({
    title: market?.title ?? '', logo: market?.logo ?? PROMO_DEFAULT_ART[type], link: market?.link ?? '', shown: market ? market.status === 1 : true,
  });
  const artList = useId();

  const submit = submitWith(async () => {
    const saved = await savePromoMarket({
      type, title, logo, link, status: shown ? 1 : 0, ...(market ? { id: market.id, version: market.version } : {}),
    });
    if (!market) {
      setField('title', '');
      setField('link', '');
    }
    onSaved();
    return T.entrySaved(saved.title);
  });

  const label = market ? T.editEntry(market.title) : `${T.newEntry}: ${T.types[type]}`;
  return (
    <form className="ops-card ops-form" onSubmit={submit} aria-label={label}>
      <strong>{market ? T.editEntry(market.title) : T.newEntry}</strong>
      <label className="ops-field">
        <span>{T.entryTitle}</span>
        <input name="title" value={title} maxLength={60} required onChange={(e) => setField('title', e.target.value)} />
      </label>
      <label className="ops-field">
        <span>{T.logo}</span>
        <input name="logo" value={logo} list={artList} onChange={(e) => setField('logo', e.target.value)} aria-describedby={`${artList}-hint`} />
        <datalist id={artList}>{PROMO_ART.map((art) => <option key={art} value={art} />)}</datalist>
        <small id={`${artList}-hint`} className="ops-hint">{T.logoHint}</small>
      </label>
      <label className="ops-field">
        <span>{T.link}</span>
        <input name="link" type="url" value={link} placeholder="https://" required onChange={(e) => setField('link', e.target.value)} />
      </label>
      <label className="ops-check-field">
        <input name="shown" type="checkbox" checked={shown} onChange={(e) => setField('shown', e.target.checked)} />
        <span>{T.entryShown}</span>
      </label>
      {result && <p className={result.ok ? 'ops-notice' : 'ops-error'} role="status">{result.text}</p>}
      <div className="ops-row-actions">
        <button type="submit" className="ops-button ops-primary" disabled={busy}>{T.saveEntry}</button>
        {onCancel && <button type="button" className="ops-button" onClick={onCancel}>{T.cancel}</button>}
      </div>
    </form>
  );
}
