/** The risk rules' arithmetic: conditions, their order allow → block → review, linked groups, e-mail forms. */
import { describe, expect, it } from 'vitest';
import { evaluateCondition, factsOf, parseCondition, type RiskFacts } from '../../src/domain/risk-condition.ts';
import { listValueProblem } from '../../src/domain/contract/ops-risk.ts';
import { indexMarks, linkedGroups, markFacts } from '../../server/services/risk-facts.ts';
import { isDisposableEmail, normaliseEmail, payoutMarks } from '../../server/services/risk-marks.ts';
import { compileRules, judge } from '../../server/services/risk-rules.ts';
import type { RiskRuleRow } from '../../server/repositories/risk.ts';

const none: RiskFacts = {
  contas_ligadas: 0, aparelho_compartilhado: 0, pix_compartilhado: 0, email_compartilhado: 0, idade_conta_dias: 10,
  contas_por_pix_30d: 1, saques_30d: 1, email_descartavel: 0, marcado_suspeito: 0, pontos_saque: 1000,
};

function parsed(text: string) {
  const result = parseCondition(text);
  if (!result.ok) throw new Error(result.reason);
  return result.condition;
}

describe('conditions', () => {
  it('reads e, ou, não and parentheses with the usual precedence', () => {
    const c = parsed('pix_compartilhado >= 1 ou aparelho_compartilhado >= 2 e não (idade_conta_dias > 180)');
    expect(evaluateCondition(c, { ...none, pix_compartilhado: 1, idade_conta_dias: 400 })).toBe(true);
    expect(evaluateCondition(c, { ...none, aparelho_compartilhado: 2, idade_conta_dias: 400 })).toBe(false);
    expect(evaluateCondition(c, { ...none, aparelho_compartilhado: 2 })).toBe(true);
    expect([...factsOf(c)].sort()).toEqual(['aparelho_compartilhado', 'idade_conta_dias', 'pix_compartilhado']);
  });

  it('refuses what it cannot read, saying why in Portuguese', () => {
    expect(parseCondition('renda > 3')).toEqual({ ok: false, reason: 'Fato desconhecido: "renda"' });
    expect(parseCondition('saques_30d >')).toMatchObject({ ok: false, reason: expect.stringContaining('número inteiro') });
    expect(parseCondition('(saques_30d > 1')).toEqual({ ok: false, reason: 'Falta fechar um parêntese' });
    expect(parseCondition('saques_30d > 1 saques_30d')).toMatchObject({ ok: false, reason: expect.stringContaining('Sobrou') });
    expect(parseCondition('saques_30d > 1; drop table users')).toMatchObject({ ok: false });
    expect(parseCondition('constructor > 1')).toEqual({ ok: false, reason: 'Fato desconhecido: "constructor"' });
    expect(parseCondition('   ')).toEqual({ ok: false, reason: 'Escreva a condição' });
  });
});

const rule = (code: string, condition: string, outcome: RiskRuleRow['outcome'], extra: Partial<RiskRuleRow> = {}): RiskRuleRow => ({
  id: 1, code, name: code, condition, outcome, score: 10, reason: code, holdDays: 7, onExpiry: 'release', enabled: true, version: 1,
  updatedAt: new Date(), updatedBy: 'teste', ...extra,
});

describe('judging: allow → block → review', () => {
  const rules = compileRules([
    rule('antiga', 'idade_conta_dias >= 180 e contas_ligadas == 0', 'allow', { score: 0 }),
    rule('pix', 'pix_compartilhado >= 1', 'hold', { score: 40, holdDays: 14, onExpiry: 'refuse' }),
    rule('aparelho', 'aparelho_compartilhado >= 2', 'hold', { score: 30, holdDays: 7 }),
    rule('muitas', 'contas_por_pix_30d >= 5', 'block', { score: 60 }),
  ]);

  it('lets an honest member through with no score', () => {
    expect(judge(rules, none)).toMatchObject({ outcome: 'allow', score: 0, reasons: [] });
  });

  it('holds for the longest deadline, refusing at it when any holding rule refuses', () => {
    expect(judge(rules, { ...none, pix_compartilhado: 1, aparelho_compartilhado: 3 })).toMatchObject({
      outcome: 'hold', score: 70, holdDays: 14, onExpiry: 'refuse', reasons: [{ code: 'pix' }, { code: 'aparelho' }],
    });
  });

  it('blocks before holding, and an allow rule wins over both', () => {
    expect(judge(rules, { ...none, pix_compartilhado: 1, contas_por_pix_30d: 6 }).outcome).toBe('block');
    expect(judge(rules, { ...none, idade_conta_dias: 200, contas_por_pix_30d: 6 }).outcome).toBe('allow');
  });

  it('caps the score at 100', () => {
    const heavy = compileRules([rule('a', 'saques_30d >= 1', 'hold', { score: 80 }), rule('b', 'saques_30d >= 1', 'hold', { score: 80 })]);
    expect(judge(heavy, none).score).toBe(100);
  });
});

describe('linked accounts', () => {
  it('links through shared marks transitively and counts what each shares directly', () => {
    const marks = [
      { kind: 'device' as const, value: 'd1', userId: 1 }, { kind: 'device' as const, value: 'd1', userId: 2 },
      { kind: 'pix' as const, value: 'k', userId: 2 }, { kind: 'pix' as const, value: 'k', userId: 3 },
      { kind: 'email' as const, value: 'x@y.com', userId: 4 },
    ];
    const groups = linkedGroups(marks);
    expect(groups.get(1)?.sort()).toEqual([1, 2, 3]);
    expect(groups.get(4)).toEqual([4]);
    expect(markFacts(indexMarks(marks), 2)).toEqual({ contas_ligadas: 2, aparelho_compartilhado: 1, pix_compartilhado: 1, email_compartilhado: 0 });
    expect(markFacts(indexMarks(marks), 1)).toMatchObject({ contas_ligadas: 2, pix_compartilhado: 0 });
  });

  it('gives one form to what a provider treats as one address or key', () => {
    expect(normaliseEmail('Ana.Souza+premia@GoogleMail.com')).toBe('anasouza@gmail.com');
    expect(normaliseEmail('ana.souza+x@empresa.com.br')).toBe('ana.souza@empresa.com.br');
    expect(isDisposableEmail('alguem@mailinator.com')).toBe(true);
    expect(isDisposableEmail('alguem@gmail.com')).toBe(false);
    expect(payoutMarks(7, '529.982.247-25')).toEqual([{ kind: 'pix', value: '52998224725', userId: 7 }, { kind: 'cpf', value: '52998224725', userId: 7 }]);
  });

  it('checks list values in their own form', () => {
    expect(listValueProblem('cpf', '529.982.247-25')).toEqual({ value: '52998224725' });
    expect(listValueProblem('cpf', '111.111.111-12')).toHaveProperty('problem');
    expect(listValueProblem('ip_range', '200.100.0.0/16')).toEqual({ value: '200.100.0.0/16' });
    expect(listValueProblem('ip_range', '200.100.0.0/33')).toHaveProperty('problem');
    expect(listValueProblem('email_domain', 'Mailinator.com')).toEqual({ value: 'mailinator.com' });
    expect(listValueProblem('phone_prefix', '5511')).toHaveProperty('problem');
  });
});
