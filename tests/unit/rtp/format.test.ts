/** src/features/rtp/format.ts writes what Intl writes for pt-BR, without loading Intl's locale data. */
import { describe, expect, it } from 'vitest';
import { formatChange, formatDate, formatRtp, formatTime } from '../../../src/features/rtp/format.ts';

const intl = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('RTP figures', () => {
  const values = [0, -0, 1e-7, 1e13, 0.005, 0.125, 1.005, 2.675, 9.995, 96.525, 96.53, 99.999, 100, 1234.5, 98765.4321, 1234567.891, -0.004, -1.1, -1234.565];

  it('a percentage reads as Intl.NumberFormat pt-BR writes it', () => {
    for (const value of values) expect(formatRtp(value), String(value)).toBe(`${intl.format(value)} %`);
    for (let i = 0; i < 2000; i += 1) {
      const value = Math.round(Math.random() * 1e7) / 1e4;
      expect(formatRtp(value), String(value)).toBe(`${intl.format(value)} %`);
    }
    expect(formatRtp(96.525)).toBe('96,53 %');
    expect(formatRtp(null)).toBe('—');
  });

  it('a change carries a plus or a real minus sign, and none at zero', () => {
    expect(formatChange(0.42)).toBe('+0,42');
    expect(formatChange(-1.1)).toBe('\u22121,10');
    expect(formatChange(0)).toBe('0,00');
    expect(formatChange(null)).toBe('—');
    for (const value of values.filter((v) => v !== 0)) expect(formatChange(value)).toBe(`${value > 0 ? '+' : '\u2212'}${intl.format(Math.abs(value))}`);
  });
});

describe('RTP times', () => {
  const instants = ['2026-11-27T14:05:09Z', '2026-01-01T00:00:00Z', '2026-12-31T23:59:59.999Z', '2027-06-15T03:07:00-03:00', '0999-03-04T10:00:00Z'];

  it('the time and the date read in the device’s zone as toLocaleTimeString and toLocaleDateString pt-BR write them', () => {
    for (const iso of instants) {
      const date = new Date(iso);
      expect(formatTime(iso), iso).toBe(date.toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' }));
      expect(formatDate(iso), iso).toBe(date.toLocaleDateString('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' }));
    }
  });
});
