/** The answer schemas of src/domain/contract/answers/: one per call, convertible for the serializer, strict. */
import { describe, expect, it } from 'vitest';
import { API, type ApiName } from '../../src/domain/contract/paths.ts';
import { ANSWERS } from '../../src/domain/contract/answers/index.ts';
import { envelopeJsonSchema } from '../../server/http/answers/json-schema.ts';

describe('answer schemas', () => {
  it('exist for every call of API, and no other', () => {
    expect(Object.keys(ANSWERS).sort()).toEqual(Object.keys(API).sort());
  });

  it('convert to the serializer schema of the envelope, with no field left required and no anyOf', () => {
    for (const name of Object.keys(API) as ApiName[]) {
      const text = JSON.stringify(envelopeJsonSchema(name));
      expect(text, name).not.toContain('"required"');
      // anyOf would make fast-json-stringify validate every value against each branch.
      expect(text, name).not.toContain('"anyOf"');
    }
  });

  it('reject a field the contract does not have, and a null where it has none', () => {
    const valid = { ip: '127.0.0.1' };
    expect(ANSWERS.updateIp.safeParse(valid).success).toBe(true);
    expect(ANSWERS.updateIp.safeParse({ ...valid, port: 1 }).success).toBe(false);
    expect(ANSWERS.updateIp.safeParse({ ip: null }).success).toBe(false);
  });
});
