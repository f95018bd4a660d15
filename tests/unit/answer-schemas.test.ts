/**
 * The answer schemas of server/http/answers/: one per call, convertible for the serializer, and
 * the compile-time comparison with the contract's interfaces strict enough to catch a drift.
 */
import { describe, expect, it } from 'vitest';
import { API, type ApiName } from '../../src/domain/contract/paths.ts';
import { ANSWERS, type SameShape } from '../../server/http/answers/index.ts';
import { envelopeJsonSchema } from '../../server/http/answers/json-schema.ts';

// Type-level cases (checked by `npm run typecheck`): each line below must stay an error.
// @ts-expect-error a field only one side has, even optional, is a difference
const _optionalOnOneSide: SameShape<{ a: string; b?: string }, { a: string }> = true;
// @ts-expect-error `| null` on one side only
const _nullOnOneSide: SameShape<{ a: string | null }, { a: string }> = true;
// @ts-expect-error optional on one side, required on the other
const _optionalVersusRequired: SameShape<{ a?: string }, { a: string }> = true;
// @ts-expect-error a nested difference
const _nested: SameShape<{ a: { b: number } }, { a: { b: string } }> = true;
// An intersection equals its spelled-out object (readAllMessages answers `UnreadCount & { marked }`).
const _intersection: SameShape<{ a: number } & { b: number }, { a: number; b: number }> = true;

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
