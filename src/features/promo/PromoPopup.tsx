import { useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { accepted, redeemCode } from '../../api/index.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { TextField } from '../../components/Field.tsx';
import { PROMO_CHANNEL_FALLBACK, TOAST_DURATION_MS } from '../../domain/constants.ts';
import type { MarketEntry, MarketType } from '../../domain/contract/markets.ts';
import { formatPoints } from '../../lib/format.ts';
import { localChannelFrom } from '../../lib/local-values.ts';
import { isProfileIncomplete, useToPerfection } from '../../lib/perfection.ts';
import { emitUiEvent } from '../../lib/ui-events.ts';
import { formatHms, isLive, linkWithChannel } from './market-clock.ts';
import type { ShownMarket } from './usePromoMarkets.ts';
import { WidgetArt } from './WidgetArt.tsx';
import { artOf } from './widget-specs.ts';

const toast = (message: string) => emitUiEvent('toast', { message, durationMs: TOAST_DURATION_MS, position: 'bottom' });

function openLink(entry: MarketEntry) {
  window.open(linkWithChannel(entry.link, localChannelFrom.get() ?? PROMO_CHANNEL_FALLBACK, window.location.href), '_blank', 'noopener');
}

interface PromoPopupProps {
  market: ShownMarket;
  onClose: () => void;
  onStartRain: (entry: MarketEntry) => void;
  /** The widget that opened it: the stand-in may have been replaced by the canvas's button meanwhile. */
  returnFocusTo?: { readonly current: HTMLElement | null };
}

/** The entries of one market: live codes to copy, times to start, links, the redeem field and the rain. */
export function PromoPopup({ market, onClose, onStartRain, returnFocusTo }: PromoPopupProps) {
  const { t } = useTranslation();
  const { type, now } = market;
  return (
    <Dialog open title={t(`promo.titles.${type}`)} onClose={onClose} returnFocusTo={returnFocusTo} actions={<Button variant="ghost" onClick={onClose}>{t('promo.close')}</Button>}>
      <div className="promo-popup">
        {market.data.markets.length === 0 ? <p>{t('promo.empty')}</p> : null}
        {market.data.markets.map((entry) => (
          <EntryRow key={entry.id} entry={entry} live={isLive(entry, now)} now={now} type={type} onStartRain={onStartRain} />
        ))}
        {type === 1 ? <RedeemForm onClose={onClose} /> : null}
      </div>
    </Dialog>
  );
}

function EntryRow({ entry, live, now, type, onStartRain }: { entry: MarketEntry; live: boolean; now: number; type: MarketType; onStartRain: PromoPopupProps['onStartRain'] }) {
  const { t } = useTranslation();
  const code = live ? entry.time_period?.code : null;
  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      toast(t('promo.copied'));
    } catch {
      // No clipboard permission: the code stays on screen to type.
    }
  };
  return (
    <div className={`promo-entry${live ? ' promo-entry--live' : ''}`} data-testid="promo-entry">
      <div className="promo-entry__head">
        <span className="promo-entry__logo" data-testid="promo-entry-logo"><WidgetArt image={artOf(type, entry.logo)} /></span>
        <p className="promo-entry__title">{entry.title}</p>
      </div>
      {code ? (
        <button type="button" className="promo-entry__code" onClick={() => void copy(code)} aria-label={`${t('promo.copy')} ${code}`}>
          <span>{code}</span><span className="promo-entry__copy">{t('promo.copy')}</span>
        </button>
      ) : null}
      {live && type === 2 ? <Button block onClick={() => onStartRain(entry)}>{t('promo.startRain')}</Button> : null}
      {!live && entry.time_period ? (
        <button type="button" className="promo-entry__starts" onClick={() => openLink(entry)}>
          {t('promo.starts', { time: formatHms(entry.time_period.start_time - now) })}
        </button>
      ) : null}
      <Button variant="secondary" className="promo-entry__exchange" onClick={() => openLink(entry)}>{t('promo.exchange')}</Button>
    </div>
  );
}

/** A copied code is pasted here and credited once (the server decides the points). */
function RedeemForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const toPerfection = useToPerfection();
  const [code, setCode] = useState('');
  const redeem = async () => {
    const redeemed = await accepted(redeemCode({ code }), (refusal) => {
      if (!isProfileIncomplete(refusal)) return;
      // Spec §4/§6: complete the profile first; the popup opens again from the widget afterwards.
      onClose();
      toPerfection();
    });
    if (!redeemed) return;
    setCode('');
    toast(t('promo.redeemed', { points: formatPoints(redeemed.points), balance: formatPoints(redeemed.balance) }));
  };
  return (
    <div className="promo-redeem">
      <TextField label={t('promo.codeLabel')} name="redeem_code" placeholder={t('promo.redeemField')} autoComplete="off" value={code}
        onValueChange={setCode} trailing={<Button onClick={() => void redeem()} disabled={code.trim().length === 0}>{t('promo.redeem')}</Button>} />
    </div>
  );
}
