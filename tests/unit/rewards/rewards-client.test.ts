import { describe, expect, it } from 'vitest';
import type { PrizeView } from '../../../src/domain/contract/index.ts';
import { newClientKey } from '../../../src/features/rewards/client-key.ts';
import { inviteLink } from '../../../src/lib/invite-link.ts';
import { asRange, asRecordStatus, asSource } from '../../../src/features/rewards/labels.ts';
import { colorNumber, wheelIcon, wheelSegments } from '../../../src/features/rewards/prize-art.ts';
import { chancesAfterDraw } from '../../../src/features/rewards/useGame.ts';
import { formatDateTime, formatPoints, formatSignedPoints } from '../../../src/lib/format.ts';
import { clientKey } from '../../../src/domain/contract/rewards.ts';

const prize = (index: number, over: Partial<PrizeView> = {}): PrizeView => ({
  index, id: 100 + index, kind: 'points', label: `${index} pontos`, points: index, icon: 'coins', color: '#FF8A65', weight: 1, odds_text: '1%', ...over,
});

describe('wheel segments from the server prize table', () => {
  it('keeps the server order, so segment i is prize_index i', () => {
    const segments = wheelSegments([prize(2), prize(0), prize(1)]);
    expect(segments.map((s) => s.label)).toEqual(['0 pontos', '1 pontos', '2 pontos']);
  });

  it('maps icons the scene knows and falls back by kind', () => {
    expect(wheelIcon({ icon: 'treasure', kind: 'points' })).toBe('gem');
    expect(wheelIcon({ icon: 'unknown', kind: 'physical' })).toBe('gift');
    expect(wheelIcon({ icon: 'unknown', kind: 'nothing' })).toBe('none');
    expect(wheelIcon({ icon: 'unknown', kind: 'points' })).toBe('coin');
  });

  it('turns #RRGGBB into a number and anything else into the fallback', () => {
    expect(colorNumber('#FF8A65')).toBe(0xff8a65);
    expect(colorNumber('red')).toBe(0xffb74d);
  });
});

describe('chances after a draw', () => {
  it('uses a free daily chance first, then an extra one', () => {
    expect(chancesAfterDraw({ daily_left: 2, extra_chances: 1 }, 2)).toEqual({ chances_left: 2, daily_left: 1, extra_chances: 1 });
    expect(chancesAfterDraw({ daily_left: 0, extra_chances: 2 }, 1)).toEqual({ chances_left: 1, daily_left: 0, extra_chances: 1 });
    expect(chancesAfterDraw({ daily_left: 1, extra_chances: 0 }, 0)).toEqual({ chances_left: 0, daily_left: 0, extra_chances: 0 });
  });
});

describe('client keys', () => {
  it('are new for every tap and pass the contract', () => {
    const a = newClientKey();
    const b = newClientKey();
    expect(a).not.toBe(b);
    expect(clientKey.safeParse(a).success).toBe(true);
  });
});

describe('pt-BR formatting', () => {
  it('groups thousands with a dot and signs amounts', () => {
    expect(formatPoints(12345)).toBe('12.345');
    expect(formatSignedPoints(20)).toBe('+20');
    expect(formatSignedPoints(-1500)).toBe('\u22121.500');
    expect(formatSignedPoints(0)).toBe('0');
  });

  it('shows São Paulo time, whatever the phone zone', () => {
    expect(formatDateTime('2026-11-22T02:30:00.000Z')).toBe('21/11/2026 23:30');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTime(null)).toBe('');
  });
});

describe('filters from the route query', () => {
  it('accepts the contract values and falls back for anything else', () => {
    expect(asRange('7d')).toBe('7d');
    expect(asRange('8d')).toBe('all');
    expect(asSource('wheel')).toBe('wheel');
    expect(asSource('lottery')).toBeUndefined();
    expect(asRecordStatus('review')).toBe('review');
    expect(asRecordStatus('none')).toBeUndefined();
  });
});

describe('invite link', () => {
  it('opens the app with the member\'s invite code as parent_id (start-up stores it)', () => {
    expect(inviteLink('K7M2Q9XA', { origin: 'https://premia.app', pathname: '/' })).toBe('https://premia.app/#/?parent_id=K7M2Q9XA');
  });
});
