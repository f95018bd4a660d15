/** How RTP numbers read in Portuguese: '96,53 %', '+0,42', '−1,10'. */
const percent = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const formatRtp = (value: number | null) => (value === null ? '—' : `${percent.format(value)} %`);

export function formatChange(change: number | null): string {
  if (change === null) return '—';
  if (change === 0) return percent.format(0);
  return `${change > 0 ? '+' : '−'}${percent.format(Math.abs(change))}`;
}

export type Trend = 'up' | 'down' | 'flat';
export const trendOf = (change: number | null): Trend => (!change ? 'flat' : change > 0 ? 'up' : 'down');

export const formatTime = (iso: string) => new Date(iso).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });
