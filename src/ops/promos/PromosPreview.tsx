/**
 * The member's view of a promotion before the period is saved: a 360×740 phone, drawn at half size,
 * with the floating widget (its image, and the label under it from the form's values) and its popup
 * opened (the entries as members will see them). The member app's widget components live in a
 * feature the console may not import (eslint.config.js), so this draws them with their texts
 * (src/lib/locales/pt/promo.ts), sizes and colours (src/features/promo/promo.css) and the app's own
 * Button. It ticks every second, as the member's countdown does.
 */
import { useEffect, useState } from 'react';
import { Button } from '../../components/Button.tsx';
import type { PromoMarketView } from '../../domain/contract/promo-ops.ts';
import { ui } from '../../lib/locales/pt/promo.ts';
import { type PeriodDraft, widgetPreview } from './promo-preview.ts';
import { PROMO_TEXTS as T } from './promo-texts.ts';
import './promo-preview.css';

/** The art the member scenes draw by name; anything else is an image address. */
const GLYPHS: Record<string, string> = { iconGift: '🎁', envelope: '🧧', iconStar: '⭐', iconGem: '💎', iconClover: '🍀', coin: '🪙' };
const FALLBACK: Record<number, string> = { 1: 'iconGift', 2: 'envelope', 3: 'iconStar' };
const isAddress = (image: string) => /^(https?:)?\/\//.test(image) || image.startsWith('/');

function WidgetImage({ type, image }: { type: number; image: string }) {
  if (isAddress(image)) return <img className="promo-preview__art" src={image} alt="" />;
  return <span className="promo-preview__art promo-preview__glyph" aria-hidden="true">{GLYPHS[image] ?? GLYPHS[FALLBACK[type] ?? 'iconGift']}</span>;
}

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

interface PreviewProps {
  type: number;
  settings: { image: string; status: number };
  markets: readonly PromoMarketView[];
  draft: PeriodDraft;
}

export function PromosPreview({ type, settings, markets, draft }: PreviewProps) {
  const now = useNow();
  const preview = widgetPreview(type, markets, draft, now);
  const title = ui.promo.titles[type as 1 | 2 | 3];
  return (
    <figure className="promo-preview" aria-label={T.previewLabel(T.types[type] ?? '')}>
      <figcaption className="ops-hint">{T.previewHint}</figcaption>
      <div className="promo-preview__phone">
        <div className="promo-preview__screen" data-testid="promo-preview">
          {settings.status !== 1 && <p className="promo-preview__hidden">{T.previewHidden}</p>}
          <div className={`promo-preview__widget${preview.highlighted ? ' promo-preview__widget--live' : ''}`} data-testid="promo-preview-widget">
            <WidgetImage type={type} image={settings.image} />
            <span className="promo-preview__tag">{preview.label}</span>
            {type === 3 && <span className="promo-preview__close" aria-hidden="true">×</span>}
          </div>
          <div className="promo-preview__dialog" role="group" aria-label={title}>
            <p className="promo-preview__title">{title}</p>
            <div className="promo-popup">
              {preview.entries.length === 0 && <p>{ui.promo.empty}</p>}
              {preview.entries.map((entry) => (
                <div key={entry.id} className={`promo-entry${entry.live ? ' promo-entry--live' : ''}`} data-testid="promo-preview-entry">
                  <p className="promo-entry__title">{entry.title}</p>
                  {entry.code && (
                    <span className="promo-entry__code"><span>{entry.code}</span><span className="promo-entry__copy">{ui.promo.copy}</span></span>
                  )}
                  {entry.live && type === 2 && <Button block tabIndex={-1}>{ui.promo.startRain}</Button>}
                  {entry.startsText && <span className="promo-entry__starts">{entry.startsText}</span>}
                  <Button variant="secondary" className="promo-entry__exchange" tabIndex={-1}>{ui.promo.exchange}</Button>
                </div>
              ))}
            </div>
            <Button variant="ghost" tabIndex={-1}>{ui.promo.close}</Button>
          </div>
        </div>
      </div>
    </figure>
  );
}
