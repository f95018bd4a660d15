// @vitest-environment node
/** 'dd/mm/aaaa hh:mm' in São Paulo time, as a CSV of RTP readings writes it. */
import { describe, expect, it } from 'vitest';
import { saoPauloTime } from '../../../server/services/sao-paulo-time.ts';

describe('saoPauloTime', () => {
  it('reads today\'s UTC-3 and the daylight saving time of past summers', () => {
    expect(saoPauloTime('27/11/2026 14:05')?.toISOString()).toBe('2026-11-27T17:05:00.000Z');
    expect(saoPauloTime('1/3/2026 9:07:30')?.toISOString()).toBe('2026-03-01T12:07:30.000Z');
    expect(saoPauloTime('15/01/2018 12:00')?.toISOString()).toBe('2018-01-15T14:00:00.000Z');
    expect(saoPauloTime('15/07/2018 12:00')?.toISOString()).toBe('2018-07-15T15:00:00.000Z');
  });

  it('refuses dates and times that do not exist or another layout', () => {
    for (const text of ['31/02/2026 10:00', '27/11/2026 24:00', '27/11/2026 10:60', '2026-11-27 10:00', '27/11/26 10:00', '27/11/2026', '']) {
      expect(saoPauloTime(text)).toBeNull();
    }
  });
});
