/**
 * `npm run ops -- <queue> list [--status S]` · `npm run ops -- <queue> approve ID [--remark "…"]` ·
 * `npm run ops -- <queue> reject ID --remark "…"` · `npm run ops -- queues` ·
 * `npm run ops -- broadcast --title "…" --body "…"` (a station message to every member) ·
 * `npm run ops -- operators add NAME [--password "…"] [--role admin|reviewer|content]` (an operator of the console at /ops/; asks for the password when not given; admin unless named)
 *
 * The operator's tool for review queues (withdrawals, prize-claims, shares, tasks). It calls the
 * running server's operator API, each request built from the call's definition as the console's
 * are, so the server keeps the only database connection (PGlite allows one process) and every
 * rule: OPS_URL (default http://127.0.0.1:$PORT, PORT 3000) and OPS_SECRET (the server's; printed
 * at its start when it made one up).
 */
import { parseArgs } from 'node:util';
import type { OpsName, OpsRequest, OpsResponse } from '../../src/domain/contract/ops-calls/index.ts';
import { opsHttpRequest } from '../../src/domain/contract/ops-calls/request.ts';
import { addOperatorFromCli } from './operators-cli.ts';

const USAGE = `Uso:
  npm run ops -- queues                                      (filas e quantos itens aguardam)
  npm run ops -- <fila> list [--status STATUS] [--limit N]
  npm run ops -- <fila> approve ID [--remark "texto"]
  npm run ops -- <fila> reject ID --remark "texto"
  npm run ops -- broadcast --title "título" --body "texto"   (mensagem para todos os membros)
  npm run ops -- operators add NOME [--password "senha"] [--role admin|reviewer|content]
                                                             (operador do console em /ops/; sem --password, pergunta; perfil admin se omitido)
Filas: withdrawals (saques), prize-claims (prêmios físicos), shares (compartilhamentos), tasks (tarefas).
Ambiente: OPS_SECRET (obrigatório), OPS_URL (padrão http://127.0.0.1:$PORT).`;

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Operator call `name` with its one input object, as the console makes it, with the secret instead of a session. */
async function call<N extends OpsName>(name: N, input: OpsRequest<N>): Promise<OpsResponse<N>> {
  const base = process.env.OPS_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  const secret = process.env.OPS_SECRET ?? fail(`OPS_SECRET não definido.\n\n${USAGE}`);
  const request = opsHttpRequest(name, input);
  let response: Response;
  try {
    response = await fetch(`${base}${request.url}`, {
      method: request.method,
      headers: { 'x-ops-secret': secret, ...(request.json ? { 'content-type': 'application/json' } : {}) },
      ...(request.body === undefined ? {} : { body: request.body }),
    });
  } catch (error) {
    fail(`Servidor fora do ar em ${base} (${error instanceof Error ? error.message : String(error)}).`);
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<OpsResponse<N>> | null;
  if (!response.ok || !envelope || envelope.code !== 0) fail(`Recusado (${response.status}): ${envelope?.msg ?? response.statusText}`);
  return envelope.data;
}

/** One line per item: the fields an operator decides on. */
function printList(items: Array<Record<string, unknown>>): void {
  if (items.length === 0) return console.log('Nada nesta fila.');
  const columns = ['id', 'username', 'status', 'amount', 'unit', 'points', 'type_name', 'account', 'prize', 'remark', 'created_at']
    .filter((c) => items.some((i) => i[c] !== undefined && i[c] !== null));
  const text = (v: unknown) => (v && typeof v === 'object' && 'label' in v ? String((v as { label: unknown }).label) : String(v ?? ''));
  console.log(columns.join('\t'));
  for (const item of items) console.log(columns.map((c) => text(item[c])).join('\t'));
}

async function broadcast(title: string | undefined, body: string | undefined): Promise<void> {
  if (!title?.trim() || !body?.trim()) fail(`Informe --title e --body.\n\n${USAGE}`);
  const sent = await call('broadcastMessage', { title, body });
  console.log(`Mensagem #${sent.id} enviada a todos os membros.`);
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      status: { type: 'string' }, remark: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' }, limit: { type: 'string' }, title: { type: 'string' }, body: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [queue, action, id] = positionals;
  if (!values.help && queue === 'broadcast') return broadcast(values.title, values.body);
  if (!values.help && queue === 'queues') {
    for (const summary of await call('reviewIndex', {})) console.log(`${summary.name}\t${summary.label}\t${summary.waiting}`);
    return;
  }
  if (!values.help && queue === 'operators' && action === 'add') {
    return addOperatorFromCli((input) => call('addOperator', input), id ?? fail(`Informe o nome do operador.\n\n${USAGE}`), values.password, values.role);
  }
  if (values.help || !queue || !action) fail(USAGE);
  if (action === 'list') {
    printList(await call('reviewList', { queue, ...(values.status ? { status: values.status } : {}), ...(values.limit ? { limit: values.limit } : {}) }));
    return;
  }
  if (action !== 'approve' && action !== 'reject') fail(USAGE);
  if (!id || !/^\d+$/.test(id)) fail(`Informe o número do item.\n\n${USAGE}`);
  if (action === 'reject' && !values.remark?.trim()) fail('Uma recusa precisa de --remark "motivo" (o membro vê o texto).');
  const decided = await call('reviewDecide', { queue, id: Number(id), decision: action, remark: values.remark ?? '' });
  console.log(`${action === 'approve' ? 'Aprovado' : 'Recusado'}: #${decided.id} → ${String(decided.status_text ?? decided.status)}${decided.remark ? ` (${String(decided.remark)})` : ''}`);
}

await main();
