/** "HH:MM" in São Paulo (UTC−3, no daylight saving) `minutes` from now: what the console's time fields take. */
export function siteClock(minutes: number): string {
  const at = new Date(Date.now() - 3 * 3_600_000 + minutes * 60_000);
  return `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
}
