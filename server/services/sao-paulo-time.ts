/**
 * 'dd/mm/aaaa hh:mm' (seconds optional) read as São Paulo wall-clock time, the way an operator
 * in Brazil writes it. The zone's offset comes from the time-zone database, so a date from the
 * years Brazil still had daylight saving time reads right too.
 */
const WALL_CLOCK = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Sao_Paulo', hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
});

/** Milliseconds São Paulo's clock is ahead of UTC at `instant` (negative: -3 h today). */
function offsetAt(instant: number): number {
  const parts = Object.fromEntries(WALL_CLOCK.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]));
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(instant / 1000) * 1000;
}

export function saoPauloTime(text: string): Date | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  if (hour > 23 || minute > 59 || second > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const date = new Date(wall);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  // The offset at the guess, then again at the corrected instant (a guess across a change of offset).
  const first = wall - offsetAt(wall);
  return new Date(wall - offsetAt(first));
}
