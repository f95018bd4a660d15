/** A CSV of RTP readings from the console: the preview names each problem by line and column; the import is all or nothing. */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';
import { API } from '../../src/domain/contract/paths.ts';
import { OPS_MESSAGES as O, ROLE_LABELS } from '../../src/domain/ops.pt.ts';
import { operators, opsAudit, rtpGames, rtpReadings } from '../../server/db/schema.ts';
import { subscribe, type RealtimeEvent } from '../../server/realtime/events.ts';
import { createTestApp, type AnyData, type TestApp } from './helpers.ts';
import { signedInOperator } from './ops-flows.ts';

let t: TestApp;
let operator: Awaited<ReturnType<typeof signedInOperator>>;
const events: RealtimeEvent[] = [];
let unsubscribe: () => Promise<void>;
beforeAll(async () => {
  t = await createTestApp();
  operator = await signedInOperator(t, 'rtpcsv');
  // The content role imports readings (ADMIN_CONTENT).
  await t.db.update(operators).set({ role: 'content' }).where(eq(operators.name, operator.name));
  unsubscribe = await subscribe(t.db, (event) => events.push(event));
});
afterAll(async () => {
  await unsubscribe();
  await t.close();
});

const preview = (csv: string, headers = operator.headers) => t.post(OPS_CALLS.rtpCsvPreview.path, { csv }, headers);
const importCsv = (csv: string, headers = operator.headers) => t.post(OPS_CALLS.rtpCsvImport.path, { csv }, headers);
const readingCount = () => t.db.$count(rtpReadings);
async function game(name: string) {
  const [row] = await t.db.select().from(rtpGames).where(eq(rtpGames.name, name));
  return row!;
}

describe('CSV preview and import', () => {
  it('reads names and ids, comma or dot decimals, São Paulo and ISO times, with `;` or `,` separators', async () => {
    const aurora = await game('Roleta Aurora');
    const mare = await game('Maré Alta');
    const csv = [
      'game;value;time',
      'Roleta Aurora;96,5;20/11/2026 14:05',
      `${mare.id};97.25;2026-11-20T14:06:00-03:00`,
      '',
      // Brazil still had daylight saving time in January 2018: São Paulo was UTC-2.
      'Maré Alta;90,1 %;15/01/2018 12:00',
    ].join('\r\n');
    const seen = await preview(csv);
    expect(seen.status).toBe(200);
    expect(seen.body.data).toEqual({
      rows: 3,
      readings: [
        { line: 2, game_id: aurora.id, game: 'Roleta Aurora', value: 96.5, at: '2026-11-20T17:05:00.000Z' },
        { line: 3, game_id: mare.id, game: 'Maré Alta', value: 97.25, at: '2026-11-20T17:06:00.000Z' },
        { line: 5, game_id: mare.id, game: 'Maré Alta', value: 90.1, at: '2018-01-15T14:00:00.000Z' },
      ],
      errors: [],
      more_errors: 0,
    });

    const before = await readingCount();
    const seenEvents = events.length;
    const imported = await importCsv(csv);
    expect(imported.body).toMatchObject({ code: 0, data: { inserted: 3 } });
    expect(await readingCount()).toBe(before + 3);
    const [newest] = await t.db.select().from(rtpReadings).where(eq(rtpReadings.gameId, mare.id)).orderBy(desc(rtpReadings.id)).limit(1);
    expect(newest).toMatchObject({ valueBp: 9010, measuredAt: new Date('2018-01-15T14:00:00Z'), demo: false });
    const [audit] = await t.db.select().from(opsAudit).where(eq(opsAudit.action, 'rtp.import')).orderBy(desc(opsAudit.id)).limit(1);
    expect(audit).toMatchObject({ actor: operator.name, detail: { inserted: 3 } });
    // Every RTP tab is told at once.
    await expect.poll(() => events.slice(seenEvents).some((event) => event.type === 'rtp'), { timeout: 3000 }).toBe(true);

    const comma = await importCsv(`Jogo,Valor,Horário\n${aurora.id},"95,75",2026-11-20T17:10:00Z\n`);
    expect(comma.body.data).toEqual({ inserted: 1 });
  });

  it('shows a reading of now on the member\'s market', async () => {
    const aurora = await game('Roleta Aurora');
    // Just after the seeded readings (made moments ago), within the five minutes a clock may run ahead.
    const at = new Date(t.clock.now().getTime() + 60_000).toISOString();
    expect((await importCsv(`game,value,time\nRoleta Aurora,88.12,${at}`)).body.data).toEqual({ inserted: 1 });
    const market = (await t.get(API.rtpMarket.path, { query: 'keyword=Aurora' })).body.data;
    const row = market.list.find((r: AnyData) => r.game_id === aurora.id);
    expect(row).toMatchObject({ rtp: 88.12, measured_at: new Date(at).toISOString() });
    expect(market.last_reading_at >= new Date(at).toISOString()).toBe(true);
  });

  it('lists every problem by line and column, and the import writes nothing', async () => {
    const future = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const csv = [
      'game;value;time',
      'Roleta Aurora;96,5;20/11/2026 14:05',
      'Jogo Nenhum;96,5;20/11/2026 14:05',
      'Roleta Aurora;101;31/02/2026 10:00',
      'Roleta Aurora;96,5',
      `99999;abc;${future}`,
      ';96;20/11/2026 14:05',
    ].join('\n');
    const seen = (await preview(csv)).body.data;
    expect(seen.rows).toBe(6);
    expect(seen.readings).toHaveLength(1);
    expect(seen.errors.map((e: AnyData) => [e.line, e.column])).toEqual([
      [3, 'game'], [4, 'value'], [4, 'time'], [5, null], [6, 'game'], [6, 'value'], [6, 'time'], [7, 'game'],
    ]);
    expect(seen.errors[0].message).toBe('Linha 3, coluna game: jogo "Jogo Nenhum" não encontrado (use o id ou o nome exato)');
    expect(seen.errors[1].message).toBe('Linha 4, coluna value: RTP inválido "101": um número de 0 a 100, com vírgula ou ponto (ex.: 96,5)');
    expect(seen.errors[2].message).toMatch(/^Linha 4, coluna time: horário inválido "31\/02\/2026 10:00"/);
    expect(seen.errors[3].message).toMatch(/^Linha 5: esperadas 3 colunas, encontradas 2/);
    expect(seen.errors[6].message).toMatch(/^Linha 6, coluna time: horário ".+" no futuro$/);
    expect(seen.errors[7].message).toBe('Linha 7, coluna game: informe o id ou o nome exato do jogo');

    const before = await readingCount();
    const refused = await importCsv(csv);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(
      'Importação recusada, nenhuma leitura foi gravada. Linha 3, coluna game: jogo "Jogo Nenhum" não encontrado (use o id ou o nome exato) (e mais 7 erro(s); use Verificar para ver todos)',
    );
    expect(await readingCount()).toBe(before);
  });

  it('names the header\'s missing column, an unclosed quote and an empty file', async () => {
    expect((await importCsv('game;valor\nRoleta Aurora;96')).body.msg).toBe(
      'Importação recusada, nenhuma leitura foi gravada. Linha 1: o cabeçalho precisa das colunas game, value e time (faltou time)',
    );
    expect((await preview('game,value,time\n')).body.data.errors).toEqual([{ line: 2, column: null, message: 'Arquivo CSV: nenhuma leitura abaixo do cabeçalho' }]);
    expect((await preview('game,value,time\n"Roleta Aurora,96,2026-11-20T17:10:00Z\n')).body.data.errors[0]).toMatchObject({ line: 2, message: 'Linha 2: aspas sem fechamento' });
    const empty = await importCsv('   ');
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('Arquivo CSV: cole ou escolha um arquivo com as colunas game, value e time');
  });

  it('refuses a name two games share: the id decides', async () => {
    const aurora = await game('Roleta Aurora');
    const [twin] = await t.db.insert(rtpGames).values({ sponsorId: aurora.sponsorId, name: 'Gêmeo', type: 'slot', image: '/x.png' }).returning();
    await t.db.insert(rtpGames).values({ sponsorId: aurora.sponsorId, name: 'Gêmeo', type: 'slot', image: '/x.png' });
    const seen = (await preview('game,value,time\nGêmeo,90,2026-11-20T17:10:00Z\n')).body.data;
    expect(seen.errors[0].message).toBe('Linha 2, coluna game: há mais de um jogo chamado "Gêmeo"; use o id');
    expect((await preview(`game,value,time\n${twin!.id},90,2026-11-20T17:10:00Z\n`)).body.data.errors).toEqual([]);
  });

  it('is for admins and the content role only', async () => {
    const reviewer = await signedInOperator(t, 'rtprev');
    await t.db.update(operators).set({ role: 'reviewer' }).where(eq(operators.name, reviewer.name));
    const refused = await importCsv('game,value,time\nRoleta Aurora,90,2026-11-20T17:10:00Z', reviewer.headers);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe(O.roleForbidden.replace('{{role}}', ROLE_LABELS.reviewer));
  });
});
