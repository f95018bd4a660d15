/** The value at rank `p` (0–1) of values sorted ascending, by the nearest-rank rule; 0 when there are none. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}
