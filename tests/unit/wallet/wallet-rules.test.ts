import { describe, expect, it } from 'vitest';
import { amountProblem, formatMoney, type ConversionType } from '../../../src/domain/contract/wallet.ts';
import { RULE_MESSAGES } from '../../../src/domain/messages.pt.ts';
import { draftErrors, pointsFor } from '../../../src/features/wallet/withdraw-rules.ts';
import { lockMinutes } from '../../../server/services/withdrawal-password.ts';

const pix: ConversionType = { id: 1, name: 'Pix', platform: 'Pix', rate: 100, min_amount: 10, max_amount: 1500, unit: 'R$' };

describe('withdrawal amounts', () => {
  it('formats money as a Brazilian reads it', () => {
    expect(formatMoney('R$', 1500)).toBe('R$ 1.500');
  });

  it('names the configured minimum and maximum', () => {
    expect(amountProblem(pix, 9, RULE_MESSAGES)).toBe('O valor mínimo é R$ 10');
    expect(amountProblem(pix, 1501, RULE_MESSAGES)).toBe('O valor máximo é R$ 1.500');
    expect(amountProblem(pix, 10, RULE_MESSAGES)).toBeNull();
    expect(amountProblem(pix, 1500, RULE_MESSAGES)).toBeNull();
  });

  it('asks for a type first, then a whole amount inside the limits', () => {
    expect(draftErrors({ type: undefined, amount: '20' })).toEqual({ type_id: 'Selecione o tipo de conversão' });
    expect(draftErrors({ type: pix, amount: '' })).toEqual({ amount: RULE_MESSAGES.amountInvalid });
    expect(draftErrors({ type: pix, amount: '0' })).toEqual({ amount: RULE_MESSAGES.amountInvalid });
    expect(draftErrors({ type: pix, amount: '5' })).toEqual({ amount: 'O valor mínimo é R$ 10' });
    expect(draftErrors({ type: pix, amount: '20' })).toEqual({});
  });

  it('prices the amount in points with the type rate', () => {
    expect(pointsFor(pix, '20')).toBe(2000);
    expect(pointsFor(pix, '2,5')).toBeNull();
    expect(pointsFor(undefined, '20')).toBeNull();
  });
});

describe('withdrawal password locks', () => {
  it('double each time, from 15 minutes to at most a day', () => {
    expect([1, 2, 3, 4].map(lockMinutes)).toEqual([15, 30, 60, 120]);
    expect(lockMinutes(20)).toBe(24 * 60);
  });
});
