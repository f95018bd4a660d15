/**
 * The facts a risk rule's condition reads (src/domain/risk-condition.ts RISK_FACTS), for one
 * withdrawal being asked, or for every withdrawal of the last 30 days when an operator tests a rule
 * before switching it on. Both go through `markFacts`, so a test judges exactly as a live request.
 */
import type { RiskFacts } from '../../src/domain/risk-condition.ts';
import type { Mark } from '../repositories/risk.ts';

/** Accounts that share a mark, directly or through others: union-find over the marks. */
export function linkedGroups(marks: Mark[]): Map<number, number[]> {
  const parent = new Map<number, number>();
  const find = (u: number): number => {
    let root = u;
    while (parent.get(root) !== root) root = parent.get(root) ?? root;
    for (let at = u; parent.get(at) !== root;) { const next = parent.get(at)!; parent.set(at, root); at = next; }
    return root;
  };
  const firstOfValue = new Map<string, number>();
  for (const { kind, value, userId } of marks) {
    if (!parent.has(userId)) parent.set(userId, userId);
    const key = `${kind}\u0000${value}`;
    const first = firstOfValue.get(key);
    if (first === undefined) firstOfValue.set(key, userId);
    else parent.set(find(userId), find(first));
  }
  const groups = new Map<number, number[]>();
  for (const user of parent.keys()) {
    const root = find(user);
    const group = groups.get(root) ?? [];
    group.push(user);
    groups.set(root, group);
  }
  const byMember = new Map<number, number[]>();
  for (const group of groups.values()) for (const user of group) byMember.set(user, group);
  return byMember;
}

export type MarkFacts = Pick<RiskFacts, 'contas_ligadas' | 'aparelho_compartilhado' | 'pix_compartilhado' | 'email_compartilhado'>;

/** What the member shares, and with whom: per kind, the other accounts that hold one of its values. */
export function sharedWith(index: MarkIndex, userId: number): Map<Mark['kind'], Set<number>> {
  const shared = new Map<Mark['kind'], Set<number>>();
  for (const mark of index.byUser.get(userId) ?? []) {
    for (const other of index.byValue.get(`${mark.kind}\u0000${mark.value}`) ?? []) {
      if (other === userId) continue;
      const set = shared.get(mark.kind) ?? new Set<number>();
      set.add(other);
      shared.set(mark.kind, set);
    }
  }
  return shared;
}

export interface MarkIndex { byUser: Map<number, Mark[]>; byValue: Map<string, number[]>; groups: Map<number, number[]> }

export function indexMarks(marks: Mark[]): MarkIndex {
  const byUser = new Map<number, Mark[]>();
  const byValue = new Map<string, number[]>();
  for (const mark of marks) {
    const mine = byUser.get(mark.userId);
    if (mine) mine.push(mark); else byUser.set(mark.userId, [mark]);
    const key = `${mark.kind}\u0000${mark.value}`;
    const holders = byValue.get(key);
    if (holders) holders.push(mark.userId); else byValue.set(key, [mark.userId]);
  }
  return { byUser, byValue, groups: linkedGroups(marks) };
}

export function markFacts(index: MarkIndex, userId: number): MarkFacts {
  const shared = sharedWith(index, userId);
  const count = (...kinds: Mark['kind'][]) => new Set(kinds.flatMap((k) => [...(shared.get(k) ?? [])])).size;
  return {
    contas_ligadas: Math.max(0, (index.groups.get(userId)?.length ?? 1) - 1),
    aparelho_compartilhado: count('device'),
    pix_compartilhado: count('pix', 'cpf'),
    email_compartilhado: count('email'),
  };
}

/** Portuguese names of what links accounts, for reviewers' reasons. */
export const MARK_LABELS: Record<Mark['kind'], string> = {
  device: 'aparelho', pix: 'chave Pix', cpf: 'CPF', phone: 'telefone', email: 'e-mail',
};

/** "aparelho (10 contas), chave Pix (10 contas)": what the member shares, for a hold's reasons. */
export function describeShares(index: MarkIndex, userId: number): string {
  const parts = [...sharedWith(index, userId)].map(([kind, others]) => `${MARK_LABELS[kind]} (${others.size} ${others.size === 1 ? 'conta' : 'contas'})`);
  return parts.join(', ');
}
