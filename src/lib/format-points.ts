/**
 * Points as a Brazilian member reads them, without Intl below 10^15 and without imports, so the
 * first screen (home's balance) can use it: the first NumberFormat loads ICU's locale data, 64–78
 * ms of the wallet's first render at a phone's 4× slowdown (`npm run bench:startup`), for a rule
 * of three lines.
 */
let integerFormat: Intl.NumberFormat | undefined;

/**
 * 12345 → '12.345', as `Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 })` writes it
 * (half away from zero, '-' before a negative, '-0' included).
 */
export function formatPoints(points: number): string {
  if (!Number.isFinite(points) || Math.abs(points) >= 1e15) {
    integerFormat ??= new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
    return integerFormat.format(points);
  }
  const digits = String(Math.round(Math.abs(points))).replace(/\B(?=(\d{3})+$)/g, '.');
  return points < 0 || Object.is(points, -0) ? `-${digits}` : digits;
}

/** A signed amount for a ledger line: '+20', '−1.000' (a real minus sign). */
export function formatSignedPoints(amount: number): string {
  if (amount > 0) return `+${formatPoints(amount)}`;
  if (amount < 0) return `\u2212${formatPoints(-amount)}`;
  return '0';
}
