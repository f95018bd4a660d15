// @vitest-environment node
/**
 * Every risk action the server writes to the audit has a Portuguese label on the console's audit
 * page (ACTION_LABELS), read from the server's own source. In server/, a string that starts with
 * "risk." is an audit action (config keys and metrics use other names). A template's variable part
 * stands for every value of the enum it names (VARIABLE_PARTS) or of the choice it makes between
 * two strings; a part this test does not know fails it, so a new action is labelled before it lands.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { RISK_EXPIRY_ACTIONS, RISK_LISTS } from '../../src/domain/contract/risk-values.ts';
import { ACTION_LABELS } from '../../src/ops/common/texts.ts';

const PREFIX = 'risk.';

/** The values a template's `${…}` may take, by the name of the property it reads (`added.list`, `hold.onExpiry`). */
const VARIABLE_PARTS: Record<string, readonly string[]> = { list: RISK_LISTS, onExpiry: RISK_EXPIRY_ACTIONS };

function serverFiles(dir: string, found: string[] = []): string[] {
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'migrations') serverFiles(path, found);
    } else if (/\.tsx?$/.test(entry.name)) {
      found.push(path);
    }
  }
  return found;
}

/** Every value a template's placeholder may take, or an error naming it. */
function partValues(expression: ts.Expression, where: string): readonly string[] {
  const inner = ts.isParenthesizedExpression(expression) ? expression.expression : expression;
  if (ts.isStringLiteralLike(inner)) return [inner.text];
  if (ts.isConditionalExpression(inner)) return [...partValues(inner.whenTrue, where), ...partValues(inner.whenFalse, where)];
  const name = ts.isPropertyAccessExpression(inner) ? inner.name.text : ts.isIdentifier(inner) ? inner.text : null;
  const values = name === null ? undefined : VARIABLE_PARTS[name];
  if (!values) throw new Error(`${where}: \${${inner.getText()}} — say in VARIABLE_PARTS which values it takes`);
  return values;
}

/** A template's every expansion: its head, then each placeholder's values followed by the literal after it. */
function expansions(template: ts.TemplateExpression, where: string): string[] {
  return template.templateSpans.reduce<string[]>(
    (heads, span) => heads.flatMap((head) => partValues(span.expression, where).map((value) => `${head}${value}${span.literal.text}`)),
    [template.head.text],
  );
}

/** The risk actions one file writes, each with where it is. */
function riskActionsOf(file: string): Array<{ action: string; where: string }> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Array<{ action: string; where: string }> = [];
  const visit = (node: ts.Node): void => {
    const where = `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    if (ts.isStringLiteralLike(node) && node.text.startsWith(PREFIX)) found.push({ action: node.text, where });
    else if (ts.isTemplateExpression(node) && node.head.text.startsWith(PREFIX)) found.push(...expansions(node, where).map((action) => ({ action, where })));
    else ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('audit labels', () => {
  const written = serverFiles('server').flatMap(riskActionsOf);

  it('finds the risk actions the server writes, the variable ones expanded', () => {
    const actions = new Set(written.map((w) => w.action));
    for (const known of ['risk.member.flag', 'risk.list.deny.add', 'risk.list.allow.remove', 'risk.hold.expire.refuse', 'risk.pending.reverse', 'risk.rule.update']) {
      expect(actions, known).toContain(known);
    }
  });

  it('gives every risk action the server writes a Portuguese label on the audit page', () => {
    const unlabelled = written.filter(({ action }) => !ACTION_LABELS[action]).map(({ action, where }) => `${action} (${where})`);
    expect(unlabelled).toEqual([]);
  });
});
