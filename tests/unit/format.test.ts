import { describe, expect, it } from 'vitest';
import { formatPoints, formatSignedPoints } from '../../src/lib/format.ts';

const intl = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

describe('formatPoints', () => {
  it('writes what pt-BR Intl writes, for whole and fractional, positive and negative amounts', () => {
    const values = [0, -0, 0.4, -0.4, 0.5, -0.5, 2.5, -2.5, 7, 999, 999.5, 1000, -1000, 12345, 1234567, -1234567.5,
      123456789012, 999999999999999, Number.MAX_SAFE_INTEGER, -1e16, Number.NaN, Number.POSITIVE_INFINITY];
    for (let i = 0; i < 2000; i += 1) values.push(Math.round(((((i * 2654435761) % 2 ** 32) / 2 ** 32) - 0.5) * 10 ** (1 + (i % 14))) / (i % 3 === 0 ? 10 : 1));
    for (const value of values) expect(formatPoints(value), String(value)).toBe(intl.format(value));
  });

  it('groups thousands with a dot', () => {
    expect(formatPoints(12345)).toBe('12.345');
    expect(formatPoints(1000000)).toBe('1.000.000');
  });
});

describe('formatSignedPoints', () => {
  it('signs a ledger line with a plus or a real minus sign', () => {
    expect(formatSignedPoints(20)).toBe('+20');
    expect(formatSignedPoints(-1000)).toBe('\u22121.000');
    expect(formatSignedPoints(0)).toBe('0');
  });
});
