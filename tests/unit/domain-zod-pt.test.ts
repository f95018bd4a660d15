import { describe, expect, it } from 'vitest';
import { registerRequest } from '../../src/domain/contract/auth.ts';
import { RULE_MESSAGES as M, SCHEMA_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import { firstMessage } from '../../src/domain/validation.ts';
import { z } from '../../src/domain/zod.ts';

const messageOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a refusal');
  return firstMessage(result.error);
};

/** Words of zod's English messages; none may reach a member. */
const ENGLISH = /\b(invalid|expected|received|required|input|string|number|object|array)\b/i;

describe('zod in Brazilian Portuguese', () => {
  it.each([
    ['a missing field', z.object({ a: z.string() }), {}, S.required],
    ['a wrong type', z.object({ a: z.string() }), { a: 1 }, S.wrongType],
    ['an object that is an array', z.object({ a: z.string() }), [], S.wrongType],
    ['a long text', z.string().max(3), 'abcd', 'Texto longo demais (máximo de 3 caracteres)'],
    ['a short text', z.string().min(2), 'a', 'Texto curto demais (mínimo de 2 caracteres)'],
    ['a big number', z.number().max(10), 11, 'Valor acima do máximo permitido (10)'],
    ['a small number', z.number().min(1), 0, 'Valor abaixo do mínimo permitido (1)'],
    ['a fraction', z.number().int(), 1.5, S.notAnInteger],
    ['an unknown option', z.enum(['a', 'b']), 'c', S.optionInvalid],
    ['a bad format', z.email(), 'x', S.formatInvalid],
  ])('names %s in Portuguese', (_name, schema, input, expected) => {
    const message = messageOf(schema, input);
    expect(message).toBe(expected);
    expect(message).not.toMatch(ENGLISH);
  });

  it('keeps the messages schemas name themselves', () => {
    expect(messageOf(z.string().min(1, M.codeRequired), '')).toBe(M.codeRequired);
  });

  it('names a too long invite code', () => {
    const form = { username: 'maria2026', password: 'Senha2026', confirm_password: 'Senha2026', phone: '11987654321', email: 'm@exemplo.com', sms_code: '1', agree: true };
    expect(messageOf(registerRequest, { ...form, parent_id: 'x'.repeat(65) })).toBe(M.inviteCodeInvalid);
  });
});
