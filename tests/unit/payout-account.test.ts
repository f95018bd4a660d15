import { describe, expect, it } from 'vitest';
import { bindAccountRequest } from '../../src/domain/contract/wallet.ts';
import { RULE_MESSAGES as M } from '../../src/domain/messages.pt.ts';
import { isValidCnpj, isValidCpf, normalisePayoutAccount } from '../../src/domain/payout-account.ts';

const valueOf = (typed: string) => normalisePayoutAccount(typed);

describe('payout accounts (Pix keys)', () => {
  it('checks CPF and CNPJ digits', () => {
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('52998224724')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11222333000180')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
  });

  it('keeps one form of each key however it was typed', () => {
    for (const typed of ['529.982.247-25', '52998224725', ' 52998224725 ']) expect(valueOf(typed)).toEqual({ ok: true, kind: 'cpf', value: '52998224725' });
    for (const typed of ['11.222.333/0001-81', '11222333000181']) expect(valueOf(typed)).toEqual({ ok: true, kind: 'cnpj', value: '11222333000181' });
    for (const typed of ['11987654321', '(11) 98765-4321', '+55 11 98765-4321', '+5511987654321']) expect(valueOf(typed)).toEqual({ ok: true, kind: 'phone', value: '+5511987654321' });
    expect(valueOf('Ana.Souza@Exemplo.com.br')).toEqual({ ok: true, kind: 'email', value: 'ana.souza@exemplo.com.br' });
    expect(valueOf('123E4567-E89B-42D3-A456-426614174000')).toEqual({ ok: true, kind: 'random', value: '123e4567-e89b-42d3-a456-426614174000' });
  });

  it('takes another platform\'s account as typed', () => {
    for (const typed of ['chave-pix-maria', 'usuario123', '12345-6', '0001 12345']) expect(valueOf(typed)).toEqual({ ok: true, kind: 'other', value: typed });
  });

  it('refuses what looks like a key but is none, in Portuguese', () => {
    const refusal = (account: string) => bindAccountRequest.safeParse({ account, phone_last4: '4321' }).error?.issues[0]?.message;
    expect(refusal('529.982.247-24')).toBe(M.pixCpfInvalid);
    expect(refusal('11.222.333/0001-80')).toBe(M.pixCnpjInvalid);
    expect(refusal('12345678901')).toBe(M.pixDocumentInvalid);
    expect(refusal('+1 202 555 0100')).toBe(M.pixPhoneInvalid);
    expect(refusal('ana@exemplo')).toBe(M.pixEmailInvalid);
    expect(refusal('abc')).toBe(M.memberAccountFormat);
    expect(bindAccountRequest.parse({ account: '529.982.247-25', phone_last4: '4321' }).account).toBe('52998224725');
  });
});
