/**
 * The answer schemas as JSON Schema for Fastify's serializer (fast-json-stringify). The OpenAPI 3.0
 * form is used because fast-json-stringify serialises `nullable: true` directly, where the
 * `anyOf: [T, null]` of newer drafts would make it validate every value against each branch.
 */
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

function schemaToJson(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'output' }) as JsonSchema;
}

/**
 * What the serializer needs, and nothing that could make it answer differently from
 * JSON.stringify: `required` goes (fast-json-stringify throws on a missing required field, where
 * JSON.stringify leaves it out; the tests' check reports it instead), and zod's `z.null()`
 * (`nullable` with `enum: [null]`) becomes plain `type: 'null'`.
 */
function forSerializer(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forSerializer);
  if (typeof schema !== 'object' || schema === null) return schema;
  const source = schema as JsonSchema;
  if (Array.isArray(source.enum) && source.enum.length === 1 && source.enum[0] === null) return { type: 'null' };
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(source)) {
    if (key === 'required') continue;
    // `properties` maps names to schemas: its keys are field names, never keywords.
    out[key] = key === 'properties' ? mapValues(value as JsonSchema, forSerializer) : forSerializer(value);
  }
  return out;
}

function mapValues(record: JsonSchema, fn: (value: unknown) => unknown): JsonSchema {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, fn(value)]));
}

/** The 200 answer of a call: the `{ code, msg, data }` envelope around its definition's answer schema. */
export function envelopeOfSchema(data: z.ZodType): JsonSchema {
  return {
    type: 'object',
    properties: { code: { type: 'number' }, msg: { type: 'string' }, data: forSerializer(schemaToJson(data)) },
    additionalProperties: false,
  };
}
