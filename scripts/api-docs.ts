/**
 * `npm run docs:api`: writes the generated parts of docs/api.md from the calls' definitions: every
 * member call (between the `member-calls` markers) and every operator call (between the `ops-calls`
 * markers) with method, path, who may call, rate limit, input (and an operator call's answer), and
 * the member calls' answer shapes (between the `answer-shapes` markers). The server serialises with
 * the same schemas. tests/unit/api-docs.test.ts fails when the committed file differs from what this
 * would write, so the text cannot drift from the server. The prose around stays hand-written.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { API, type ApiName } from '../src/domain/contract/paths.ts';
import { SHAPE_NAMES } from '../src/domain/contract/answers/common.ts';
import { type CallDefinition, type CallWho, MULTIPART } from '../src/domain/contract/define-call.ts';
import { MEMBER_CALL_SECTIONS, MEMBER_CALLS } from '../src/domain/contract/member-calls/index.ts';
import { OPS_CALL_SECTIONS } from '../src/domain/contract/ops-calls/index.ts';

export const API_DOCS = fileURLToPath(new URL('../docs/api.md', import.meta.url));
export const START_MARKER = '<!-- answer-shapes:start (written by `npm run docs:api` from src/domain/contract/answers/; do not edit) -->';
export const END_MARKER = '<!-- answer-shapes:end -->';
export const MEMBER_START_MARKER = '<!-- member-calls:start (written by `npm run docs:api` from src/domain/contract/member-calls/; do not edit) -->';
export const MEMBER_END_MARKER = '<!-- member-calls:end -->';
export const OPS_START_MARKER = '<!-- ops-calls:start (written by `npm run docs:api` from src/domain/contract/ops-calls/; do not edit) -->';
export const OPS_END_MARKER = '<!-- ops-calls:end -->';

interface JsonSchema {
  type?: string;
  nullable?: boolean;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  $ref?: string;
  definitions?: Record<string, JsonSchema>;
}

/** An object fits on one line up to this width; longer ones get a line per field. */
const INLINE_MAX = 100;

function toJson(schema: z.ZodType, io: 'input' | 'output' = 'output'): JsonSchema {
  return z.toJSONSchema(schema, { target: 'openapi-3.0', metadata: SHAPE_NAMES, io, unrepresentable: 'any' }) as JsonSchema;
}

const literal = (value: unknown) => (typeof value === 'string' ? `'${value}'` : String(value));

/**
 * The shape as TypeScript-like text; `indent` is the indentation of the line it starts on, `lead`
 * the width of what precedes it on that line (a field's name).
 */
export function renderShape(schema: JsonSchema, indent = '', lead = 0): string {
  const bare = renderBare(schema, indent, lead);
  return schema.nullable && !(schema.enum?.length === 1 && schema.enum[0] === null) ? `${bare} | null` : bare;
}

function renderBare(schema: JsonSchema, indent: string, lead: number): string {
  if (schema.$ref) return schema.$ref.split('/').pop() ?? schema.$ref;
  if (schema.allOf?.length === 1) return renderShape(schema.allOf[0]!, indent, lead);
  if (schema.anyOf) return schema.anyOf.map((option) => renderShape(option, indent, lead)).join(' | ');
  if (schema.enum) return schema.enum.map(literal).join(' | ');
  if (schema.type === 'array') {
    const item = renderShape(schema.items ?? {}, indent, lead);
    return /[|&]/.test(item) && !item.startsWith('{') ? `Array<${item}>` : `${item}[]`;
  }
  if (schema.type === 'object') return renderObject(schema, indent, lead);
  if (schema.type === 'integer') return 'number';
  return schema.type ?? 'unknown';
}

function renderObject(schema: JsonSchema, indent: string, lead: number): string {
  const inner = `${indent}  `;
  const required = new Set(schema.required ?? []);
  const field = (label: string, shape: JsonSchema) => `${label}: ${renderShape(shape, inner, label.length + 2)}`;
  const fields = Object.entries(schema.properties ?? {}).map(([name, shape]) => field(required.has(name) ? name : `${name}?`, shape));
  if (typeof schema.additionalProperties === 'object') fields.push(field('[key: string]', schema.additionalProperties));
  if (fields.length === 0) return '{}';
  const oneLine = `{ ${fields.join('; ')} }`;
  if (!oneLine.includes('\n') && indent.length + lead + oneLine.length <= INLINE_MAX) return oneLine;
  return `{\n${fields.map((field) => `${inner}${field};`).join('\n')}\n${indent}}`;
}

/** Every call's answer shape, and the named shapes they share (each once, by name). */
export function renderAnswerShapes(): string {
  const shared = new Map<string, string>();
  const calls: string[] = [];
  for (const name of Object.keys(API) as ApiName[]) {
    const { definitions = {}, ...root } = toJson(MEMBER_CALLS[name].answer);
    for (const [id, definition] of Object.entries(definitions)) {
      const text = renderShape(definition, '', `type ${id} = `.length);
      const known = shared.get(id);
      if (known !== undefined && known !== text) throw new Error(`two different shapes are named ${id}`);
      shared.set(id, text);
    }
    const { method, path } = API[name];
    calls.push(`// ${method} ${path}\n${name}: ${renderShape(root, '', name.length + 2)}`);
  }
  const sharedText = [...shared.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([id, text]) => `type ${id} = ${text};`);
  return [
    START_MARKER,
    '',
    'The `data` of each call\'s success answer, written from the answer schemas of',
    '`src/domain/contract/answers/` (the server serialises with them and checks every answer',
    'against them; the contract\'s answer types are derived from them). `?` marks a field that may be absent.',
    '',
    '**Shared shapes**',
    '',
    '```ts',
    sharedText.join('\n'),
    '```',
    '',
    '**Calls**, in the order of `API` (`src/domain/contract/paths.ts`)',
    '',
    '```ts',
    calls.join('\n\n'),
    '```',
    '',
    END_MARKER,
  ].join('\n');
}

const WHO_TEXT: Record<Exclude<CallWho, readonly string[]>, string> = {
  public: 'anyone, no credential',
  visitor: 'anyone; a visitor\'s or member\'s token, when sent, says whose record it is',
  member: 'a signed-in member',
  completeMember: 'a signed-in member with a complete profile',
  anyOperator: 'any signed-in operator',
  secret: 'the shared secret only (`x-ops-secret`)',
  feed: 'an RTP feed\'s key (`x-feed-key`)',
};

function whoText(who: CallWho): string {
  return typeof who === 'string' ? WHO_TEXT[who] : `roles ${who.join(', ')}`;
}

/** A schema as a shape, its named shared parts written inline (the operator block has no shared list). */
function inlineShape(schema: z.ZodType, io: 'input' | 'output'): string {
  const { definitions = {}, ...root } = toJson(schema, io);
  const resolve = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(resolve);
    if (typeof node !== 'object' || node === null) return node;
    const ref = (node as JsonSchema).$ref;
    if (ref) return resolve(definitions[ref.split('/').pop() ?? ''] ?? {});
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, resolve(value)]));
  };
  return renderShape(resolve(root) as JsonSchema, '', 'input: '.length);
}

function limitText(call: CallDefinition): string {
  if (!call.limit) return '';
  const seconds = call.limit.timeWindow / 1000;
  return ` Limit: ${call.limit.max} per IP per ${seconds === 60 ? 'minute' : `${seconds} s`}.`;
}

/** A call's heading, line and input; an operator call's answer too (a member call's is under Answer shapes). */
function renderCall(name: string, call: CallDefinition, withAnswer: boolean): string {
  const input = call.input === MULTIPART ? 'multipart form, field `file`' : inlineShape(call.input, 'input');
  return [
    `#### ${call.method} ${call.path} · \`${name}\``,
    '',
    `${call.doc} Who: ${whoText(call.who)}.${limitText(call)}`,
    '',
    '```ts',
    `input: ${input}`,
    ...(withAnswer ? [`data: ${inlineShape(call.answer, 'output')}`] : []),
    '```',
  ].join('\n');
}

function renderSections(title: string, sections: Record<string, Record<string, CallDefinition>>, withAnswer: boolean): string[] {
  return Object.entries(sections).map(([section, calls]) =>
    [`### ${title}: ${section}`, '', ...Object.entries(calls).map(([name, call]) => `${renderCall(name, call, withAnswer)}\n`)].join('\n'));
}

const INPUT_TEXT = [
  '`input` is one object: the path\'s `:parameters`, with the query of a GET or the JSON body of a',
  'POST. The server parses it before the handler runs (a bad field answers 400 with its Portuguese',
  'message) and serialises `data` with the answer schema. `?` marks a field that may be absent.',
];

/** Every member call by section, from its definition; its `data` is in Answer shapes. */
export function renderMemberCalls(): string {
  return [
    MEMBER_START_MARKER,
    '',
    ...INPUT_TEXT,
    'Each call\'s `data` is under [Answer shapes](#answer-shapes-generated). Who may call is checked before',
    'the input is read: 401 without a member token, 402 for an ended session, 400 code 1001 for an incomplete profile.',
    '',
    ...renderSections('Member calls', MEMBER_CALL_SECTIONS, false),
    MEMBER_END_MARKER,
  ].join('\n');
}

/** Every operator call by section, from its definition. */
export function renderOpsCalls(): string {
  return [
    OPS_START_MARKER,
    '',
    ...INPUT_TEXT,
    '',
    ...renderSections('Operator calls', OPS_CALL_SECTIONS, true),
    OPS_END_MARKER,
  ].join('\n');
}

function replaceBetween(markdown: string, startMarker: string, endMarker: string, text: string): string {
  const start = markdown.indexOf(startMarker);
  const end = markdown.indexOf(endMarker);
  if (start < 0 || end < start) throw new Error(`docs/api.md lacks the markers ${startMarker} … ${endMarker}`);
  return markdown.slice(0, start) + text + markdown.slice(end + endMarker.length);
}

/** docs/api.md with its generated parts rewritten; the rest of the text as it was. */
export function withAnswerShapes(markdown: string): string {
  const shapes = replaceBetween(markdown, START_MARKER, END_MARKER, renderAnswerShapes());
  const members = replaceBetween(shapes, MEMBER_START_MARKER, MEMBER_END_MARKER, renderMemberCalls());
  return replaceBetween(members, OPS_START_MARKER, OPS_END_MARKER, renderOpsCalls());
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const before = readFileSync(API_DOCS, 'utf8');
  const after = withAnswerShapes(before);
  if (after === before) console.log('docs/api.md: generated parts already up to date');
  else {
    writeFileSync(API_DOCS, after);
    console.log('docs/api.md: generated parts rewritten');
  }
}
