/**
 * A risk rule's condition, as an operator types it in the console:
 * `pix_compartilhado >= 1 e idade_conta_dias < 30`, with `e`, `ou`, `não` and parentheses, facts
 * compared with whole numbers (`>=`, `>`, `<=`, `<`, `==`, `!=`). Parsed once when the rule is
 * saved (a Portuguese reason when it does not parse or names an unknown fact) and evaluated
 * against the facts the server gathered; it never runs code.
 */

/** Every fact a condition may name, with what it means (shown in the console's rule form). */
export const RISK_FACTS = {
  contas_ligadas: 'Contas ligadas a este membro (aparelho, chave Pix, CPF, telefone ou e-mail em comum, direta ou indiretamente)',
  aparelho_compartilhado: 'Outras contas que usaram um aparelho deste membro',
  pix_compartilhado: 'Outras contas com a mesma chave Pix ou o mesmo CPF',
  email_compartilhado: 'Outras contas com o mesmo e-mail normalizado (sem pontos, +etiqueta e maiúsculas)',
  idade_conta_dias: 'Dias desde o cadastro',
  contas_por_pix_30d: 'Contas distintas que pediram saque para esta chave Pix em 30 dias (inclui esta)',
  saques_30d: 'Saques deste membro em 30 dias (inclui este)',
  email_descartavel: '1 se o e-mail é de um domínio descartável, senão 0',
  marcado_suspeito: '1 se este membro ou uma conta ligada foi marcado como suspeito, senão 0',
  pontos_saque: 'Pontos deste saque',
} as const;
export type RiskFact = keyof typeof RISK_FACTS;
export type RiskFacts = Record<RiskFact, number>;

export type Condition =
  | { op: 'and' | 'or'; left: Condition; right: Condition }
  | { op: 'not'; of: Condition }
  | { op: Comparison; fact: RiskFact; value: number };
type Comparison = '>=' | '>' | '<=' | '<' | '==' | '!=';

export type ParsedCondition = { ok: true; condition: Condition } | { ok: false; reason: string };

const TOKEN = /\s*(>=|<=|==|!=|>|<|\(|\)|não\b|[A-Za-z_][A-Za-z0-9_]*|-?\d+)/y;
const WORDS: Record<string, string> = { e: 'and', and: 'and', ou: 'or', or: 'or', 'não': 'not', nao: 'not', not: 'not' };
const isFact = (word: string): word is RiskFact => Object.hasOwn(RISK_FACTS, word);

function tokenize(text: string): string[] | string {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    if (/^\s*$/.test(text.slice(TOKEN.lastIndex))) break;
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(text);
    if (!match?.[1]) return `Não entendi a partir de "${text.slice(at).trim().slice(0, 20)}"`;
    tokens.push(match[1]);
  }
  return tokens;
}

class Parser {
  private at = 0;
  constructor(private readonly tokens: string[]) {}
  private peek = () => this.tokens[this.at];
  private next = () => this.tokens[this.at++];

  parse(): Condition {
    const condition = this.or();
    if (this.at < this.tokens.length) throw new Error(`Sobrou "${this.peek()}" no fim da condição`);
    return condition;
  }

  private or(): Condition {
    let left = this.and();
    while (WORDS[this.peek() ?? ''] === 'or') { this.next(); left = { op: 'or', left, right: this.and() }; }
    return left;
  }

  private and(): Condition {
    let left = this.unary();
    while (WORDS[this.peek() ?? ''] === 'and') { this.next(); left = { op: 'and', left, right: this.unary() }; }
    return left;
  }

  private unary(): Condition {
    const token = this.peek();
    if (token !== undefined && WORDS[token] === 'not') { this.next(); return { op: 'not', of: this.unary() }; }
    if (token === '(') {
      this.next();
      const inner = this.or();
      if (this.next() !== ')') throw new Error('Falta fechar um parêntese');
      return inner;
    }
    return this.comparison();
  }

  private comparison(): Condition {
    const fact = this.next();
    if (fact === undefined) throw new Error('A condição terminou antes do esperado');
    if (!isFact(fact)) throw new Error(`Fato desconhecido: "${fact}"`);
    const op = this.next();
    if (!op || !['>=', '>', '<=', '<', '==', '!='].includes(op)) throw new Error(`Depois de "${fact}" vem uma comparação (>=, >, <=, <, ==, !=)`);
    const value = this.next();
    if (value === undefined || !/^-?\d+$/.test(value) || !Number.isSafeInteger(Number(value))) throw new Error(`Depois de "${fact} ${op}" vem um número inteiro`);
    return { op: op as Comparison, fact, value: Number(value) };
  }
}

export const CONDITION_MAX_LENGTH = 300;

export function parseCondition(text: string): ParsedCondition {
  if (!text.trim()) return { ok: false, reason: 'Escreva a condição' };
  if (text.length > CONDITION_MAX_LENGTH) return { ok: false, reason: `A condição tem mais de ${CONDITION_MAX_LENGTH} caracteres` };
  const tokens = tokenize(text);
  if (typeof tokens === 'string') return { ok: false, reason: tokens };
  try {
    return { ok: true, condition: new Parser(tokens).parse() };
  } catch (error) {
    return { ok: false, reason: (error as Error).message };
  }
}

export function evaluateCondition(condition: Condition, facts: RiskFacts): boolean {
  switch (condition.op) {
    case 'and': return evaluateCondition(condition.left, facts) && evaluateCondition(condition.right, facts);
    case 'or': return evaluateCondition(condition.left, facts) || evaluateCondition(condition.right, facts);
    case 'not': return !evaluateCondition(condition.of, facts);
    default: return compare(facts[condition.fact], condition.op, condition.value);
  }
}

function compare(actual: number, op: Comparison, value: number): boolean {
  switch (op) {
    case '>=': return actual >= value;
    case '>': return actual > value;
    case '<=': return actual <= value;
    case '<': return actual < value;
    case '==': return actual === value;
    case '!=': return actual !== value;
  }
}

/** The facts a condition reads, so the server gathers only those (a 30-day test of one rule reads one or two). */
export function factsOf(condition: Condition, into = new Set<RiskFact>()): Set<RiskFact> {
  if (condition.op === 'and' || condition.op === 'or') { factsOf(condition.left, into); factsOf(condition.right, into); }
  else if (condition.op === 'not') factsOf(condition.of, into);
  else if ('fact' in condition) into.add(condition.fact);
  return into;
}
