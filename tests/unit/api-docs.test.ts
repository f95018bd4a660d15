// @vitest-environment node
/** docs/api.md's answer shapes are written by `npm run docs:api` from the server's answer schemas; they must not drift. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API } from '../../src/domain/contract/paths.ts';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';
import {
  API_DOCS, END_MARKER, MEMBER_END_MARKER, MEMBER_START_MARKER, OPS_END_MARKER, OPS_START_MARKER, renderAnswerShapes, renderMemberCalls, renderOpsCalls, renderShape,
  START_MARKER, withAnswerShapes,
} from '../../scripts/api-docs.ts';
import { CALLS } from '../../src/domain/contract/all-calls.ts';
import { MEMBER_CALLS } from '../../src/domain/contract/member-calls/index.ts';

const shapeOf = (schema: z.ZodType) => renderShape(z.toJSONSchema(schema, { target: 'openapi-3.0' }) as Parameters<typeof renderShape>[0]);

describe('docs/api.md answer shapes', () => {
  it('are what `npm run docs:api` writes from the answer schemas (run it after changing a schema)', () => {
    const committed = readFileSync(API_DOCS, 'utf8');
    expect(committed, 'docs/api.md is out of date: run `npm run docs:api`').toBe(withAnswerShapes(committed));
  });

  it('list every call with its method and path', () => {
    const shapes = renderAnswerShapes();
    expect(shapes).toContain('// POST /api/lottery/draw\nlotteryDraw: {');
    expect(shapes).toContain('// GET /api/rtp/market\nrtpMarket: {');
    expect(shapes).toContain('logout: null');
    expect(shapes.match(/^\/\/ (GET|POST) /gm)).toHaveLength(Object.keys(API).length);
  });

  it('list every operator call with who may make it, its input and its answer', () => {
    const ops = renderOpsCalls();
    for (const [name, call] of Object.entries(OPS_CALLS)) expect(ops).toContain(`#### ${call.method} ${call.path} · \`${name}\``);
    expect(ops.match(/^#### /gm)).toHaveLength(Object.keys(OPS_CALLS).length);
    expect(ops).toContain('The member\'s ledger, newest first, paged. Who: roles admin, reviewer.');
    expect(ops).toContain('input: { page?: number; page_size?: number; id: number }');
  });

  it('list every member call with who may make it, its limit and its input', () => {
    const members = renderMemberCalls();
    for (const [name, call] of Object.entries(MEMBER_CALLS)) expect(members).toContain(`#### ${call.method} ${call.path} · \`${name}\``);
    expect(members.match(/^#### /gm)).toHaveLength(Object.keys(MEMBER_CALLS).length);
    expect(members).toContain('Who: a signed-in member with a complete profile.');
    expect(members).toContain('Limit: 10 per IP per minute.');
  });

  it('name in each hand-written heading a call that exists, at its method and path', () => {
    const committed = readFileSync(API_DOCS, 'utf8');
    const routes = new Set([...Object.values(CALLS).map((call) => `${call.method} ${call.path}`), 'GET /api/uploads/:name']);
    const named = [...committed.matchAll(/^###? .*$/gm)].flatMap(([heading]) => [...heading.matchAll(/\b(GET|POST) (\/api\/[^\s?,·`]*)/g)].map((m) => `${m[1]} ${m[2]}`));
    expect(named.length).toBeGreaterThan(100);
    expect(named.filter((route) => !routes.has(route))).toEqual([]);
  });

  it('keep the hand-written text around the generated part', () => {
    const markdown = `# Title\nprose\n${MEMBER_START_MARKER}\n${MEMBER_END_MARKER}\n${OPS_START_MARKER}\n${OPS_END_MARKER}\n${START_MARKER}\nold shapes\n${END_MARKER}\nafter\n`;
    const updated = withAnswerShapes(markdown);
    expect(updated.startsWith('# Title\nprose\n')).toBe(true);
    expect(updated.endsWith(`${END_MARKER}\nafter\n`)).toBe(true);
    expect(updated).not.toContain('old shapes');
    expect(() => withAnswerShapes('# no markers')).toThrow(/markers/);
  });
});

describe('renderShape', () => {
  it('shows null, optional fields, unions, arrays and records as TypeScript does', () => {
    const schema = z.strictObject({
      a: z.string().nullable(),
      b: z.number().optional(),
      c: z.array(z.enum(['x', 'y'])),
      d: z.record(z.string(), z.boolean()),
      e: z.literal(true),
    });
    expect(shapeOf(schema)).toBe("{ a: string | null; b?: number; c: Array<'x' | 'y'>; d: { [key: string]: boolean }; e: true }");
    expect(shapeOf(z.null())).toBe('null');
    expect(shapeOf(z.array(z.strictObject({ id: z.number() })).nullable())).toBe('{ id: number }[] | null');
  });

  it('breaks an object that does not fit on one line into a line per field', () => {
    const long = z.strictObject(Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`field_${i}`, z.string()])));
    expect(shapeOf(long)).toBe(`{\n${Array.from({ length: 12 }, (_, i) => `  field_${i}: string;`).join('\n')}\n}`);
  });
});
