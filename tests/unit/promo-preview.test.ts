/** The promotions form's phone preview (src/ops/promo-preview.ts): the widget's label and popup entries from the values typed. */
import { describe, expect, it } from 'vitest';
import type { PromoMarketView } from '../../src/domain/contract/promo-ops.ts';
import { formatHms, type PeriodDraft, widgetPreview } from '../../src/ops/promos/promo-preview.ts';

// 2030-03-05 is a Tuesday; 15:00 UTC is 12:00 in São Paulo (UTC−3).
const NOW = new Date('2030-03-05T15:00:00Z');
const market = (id: number, title: string, periods: PromoMarketView['periods'] = []): PromoMarketView => ({ id, type: 1, title, logo: 'iconGift', link: 'https://example.com', status: 1, version: '0123456789abcdef', periods });
const draft = (change: Partial<PeriodDraft> = {}): PeriodDraft => ({
  marketId: 1, kind: 'recurring', startsAt: '', endsAt: '', days: [0, 1, 2, 3, 4, 5, 6], from: '20:00', to: '22:00', code: '', ...change,
});

describe('the widget preview', () => {
  it('counts down to the typed period and shows “{time} começar” in the popup', () => {
    const preview = widgetPreview(1, [market(1, 'Código do dia')], draft(), NOW);
    expect(preview).toEqual({
      label: '08:00:00', highlighted: false,
      entries: [{ id: 1, title: 'Código do dia', live: false, code: null, startsText: '08:00:00 começar' }],
    });
  });

  it('reads “Receber”, highlighted, and shows the typed code while the period is live', () => {
    const preview = widgetPreview(1, [market(1, 'Código do dia'), market(2, 'Semana')], draft({ from: '11:00', to: '13:00', code: 'bemvindo' }), NOW);
    expect(preview.label).toBe('Receber');
    expect(preview.highlighted).toBe(true);
    expect(preview.entries[0]).toMatchObject({ live: true, code: 'BEMVINDO', startsText: null });
    expect(preview.entries[1]).toMatchObject({ live: false, startsText: null });
  });

  it('takes a one-off period in São Paulo time and the saved periods of the other entries', () => {
    const saved = {
      id: 9, market_id: 2, kind: 'once' as const, starts_at: '2030-03-05T16:00:00.000Z', ends_at: '2030-03-05T17:00:00.000Z', days: null, from: null, to: null,
      code: null, points: 1, points_max: null, envelope_cap: 20, points_budget: null, next: { start: '2030-03-05T16:00:00.000Z', end: '2030-03-05T17:00:00.000Z' }, live: false,
      version: '0123456789abcdef',
    };
    const once = draft({ kind: 'once', startsAt: '2030-03-05T14:30', endsAt: '2030-03-05T15:00' });
    const preview = widgetPreview(2, [market(1, 'Chuva A'), market(2, 'Chuva B', [saved])], once, NOW);
    expect(preview.label).toBe('01:00:00');
    expect(preview.entries.map((e) => e.startsText)).toEqual(['02:30:00 começar', '01:00:00 começar']);
  });

  it('says “Em breve” when nothing is planned, and ignores a half-typed period', () => {
    expect(widgetPreview(3, [market(1, 'Anúncio')], draft({ from: '2' }), NOW).label).toBe('Em breve');
    expect(widgetPreview(3, [], draft(), NOW)).toEqual({ label: 'Em breve', highlighted: false, entries: [] });
    expect(formatHms(3725)).toBe('01:02:05');
  });
});
