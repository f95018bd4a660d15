import { PROMO_ART, PROMO_DEFAULT_ART, type MarketType } from '../../domain/contract/market-values.ts';
import { ui } from '../../lib/locales/pt/promo.ts';
import type { WidgetSpec } from './scenes.ts';
import type { ShownMarket } from './usePromoMarkets.ts';

export const widgetId = (type: MarketType) => `market-${type}`;
export const typeOfWidget = (id: string): MarketType | null => (['market-1', 'market-2', 'market-3'].includes(id) ? (Number(id.slice(7)) as MarketType) : null);

/** A widget's image or an entry's logo: a frame the scenes draw, an image address, else the type's own art. */
export function artOf(type: MarketType, value: string): WidgetSpec['image'] {
  if ((PROMO_ART as readonly string[]).includes(value)) return value as WidgetSpec['image'];
  return /^(https?:)?\/\//.test(value) || value.startsWith('/') ? { url: value } : PROMO_DEFAULT_ART[type];
}

/** One widget per shown market, minus the ones closed for the session; type 3 can be closed. */
export function widgetSpecs(shown: readonly ShownMarket[], closed: readonly string[]): WidgetSpec[] {
  return shown
    .filter((m) => !closed.includes(widgetId(m.type)))
    .map((m) => ({
      id: widgetId(m.type),
      image: artOf(m.type, m.data.market_set.image),
      label: m.label.text,
      name: widgetName(m.type),
      highlighted: m.label.highlighted,
      closable: m.type === 3,
      ...(m.type === 3 ? { closeLabel: ui.promo.closeAdvert } : {}),
    }));
}

export const widgetName = (type: MarketType) => ui.promo.widget[type];
