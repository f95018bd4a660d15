/** The answer schemas of the definitions: convertible for the serializer, strict. */
import { describe, expect, it } from 'vitest';
import { MEMBER_CALLS } from '../../src/domain/contract/member-calls/index.ts';
import { envelopeOfSchema } from '../../server/http/answers/json-schema.ts';

describe('answer schemas', () => {
  it('convert to the serializer schema of the envelope, with no field left required and no anyOf', () => {
    // The member calls' (the hot ones); an operator's content list is a union of row kinds.
    for (const [name, definition] of Object.entries(MEMBER_CALLS)) {
      const text = JSON.stringify(envelopeOfSchema(definition.answer));
      expect(text, name).not.toContain('"required"');
      // anyOf would make fast-json-stringify validate every value against each branch.
      expect(text, name).not.toContain('"anyOf"');
    }
  });

  it('reject a field the contract does not have, and a null where it has none', () => {
    const valid = { ip: '127.0.0.1' };
    expect(MEMBER_CALLS.updateIp.answer.safeParse(valid).success).toBe(true);
    expect(MEMBER_CALLS.updateIp.answer.safeParse({ ...valid, port: 1 }).success).toBe(false);
    expect(MEMBER_CALLS.updateIp.answer.safeParse({ ip: null }).success).toBe(false);
  });
});
