/**
 * A CSV of RTP readings from the console: columns game (id or exact name), value (percent, comma
 * or dot decimal) and time (ISO with zone, or dd/mm/aaaa hh:mm in São Paulo time). The preview
 * lists every problem by line and column and writes nothing; the import writes all or nothing.
 */
import { fillText, isIsoTime, type RtpCsvPreview, type RtpCsvProblem } from '../../src/domain/contract/ops-rtp.ts';
import { OPS_RTP_MESSAGES as M } from '../../src/domain/ops-rtp.pt.ts';
import type { AppContext } from '../context.ts';
import * as repo from '../repositories/rtp-feeds.ts';
import { audited } from './audit.ts';
import type { Actor } from './operators.ts';
import { refused } from './refusal.ts';
import { type CsvColumn, type CsvRow, readCsv } from './rtp-csv-read.ts';
import { type CheckedReading, isInFuture, toBasisPoints, writeReadings } from './rtp-readings.ts';
import { saoPauloTime } from './sao-paulo-time.ts';

const PREVIEW_READINGS = 20;
const PREVIEW_PROBLEMS = 100;

interface Games {
  byId: Map<number, string>;
  idsByName: Map<string, number[]>;
}

async function loadGames(ctx: AppContext): Promise<Games> {
  const rows = await repo.gameNames(ctx.db);
  const idsByName = new Map<string, number[]>();
  for (const row of rows) idsByName.set(row.name.trim(), [...(idsByName.get(row.name.trim()) ?? []), row.id]);
  return { byId: new Map(rows.map((row) => [row.id, row.name])), idsByName };
}

type Cell<T> = { ok: T } | { reason: string };

function gameOf(games: Games, text: string): Cell<number> {
  if (!text) return { reason: M.gameEmpty };
  const byName = games.idsByName.get(text) ?? [];
  if (byName.length > 1) return { reason: fillText(M.gameAmbiguous, { game: text }) };
  if (byName.length === 1) return { ok: byName[0]! };
  const id = /^\d{1,15}$/.test(text) ? Number(text) : NaN;
  return games.byId.has(id) ? { ok: id } : { reason: fillText(M.gameUnknown, { game: text }) };
}

/** '96,5', '96.5', '96,50 %': percent from 0 to 100, up to four decimals. */
function valueOf(text: string): Cell<number> {
  const match = /^(\d{1,3})(?:[.,](\d{1,4}))?\s*%?$/.exec(text);
  const value = match ? Number(`${match[1]}.${match[2] ?? '0'}`) : NaN;
  return Number.isFinite(value) && value >= 0 && value <= 100 ? { ok: value } : { reason: fillText(M.valueInvalid, { value: text }) };
}

function timeOf(ctx: AppContext, text: string): Cell<Date> {
  const at = isIsoTime(text) ? new Date(text) : saoPauloTime(text);
  if (!at) return { reason: fillText(M.timeInvalid, { time: text }) };
  return isInFuture(ctx, at) ? { reason: fillText(M.timeFuture, { time: text }) } : { ok: at };
}

interface Checked {
  readings: (CheckedReading & { line: number })[];
  problems: RtpCsvProblem[];
}

function checkRows(ctx: AppContext, games: Games, rows: CsvRow[], labels: Record<CsvColumn, string>): Checked {
  const readings: Checked['readings'] = [];
  const problems: RtpCsvProblem[] = [];
  for (const row of rows) {
    const cells = { game: gameOf(games, row.cells.game), value: valueOf(row.cells.value), time: timeOf(ctx, row.cells.time) };
    let good = true;
    for (const column of ['game', 'value', 'time'] as const) {
      const cell = cells[column];
      if ('reason' in cell) {
        good = false;
        problems.push({ line: row.line, column: labels[column], message: fillText(M.csvCell, { line: row.line, column: labels[column], reason: cell.reason }) });
      }
    }
    if (good && 'ok' in cells.game && 'ok' in cells.value && 'ok' in cells.time) {
      readings.push({ line: row.line, gameId: cells.game.ok, valueBp: toBasisPoints(cells.value.ok), measuredAt: cells.time.ok });
    }
  }
  return { readings, problems };
}

async function checkCsv(ctx: AppContext, text: string): Promise<Checked & { rows: number; games: Games }> {
  const read = readCsv(text);
  const games = await loadGames(ctx);
  const checked = checkRows(ctx, games, read.rows, read.labels);
  const problems = [...read.problems, ...checked.problems].sort((a, b) => a.line - b.line);
  return { rows: read.count, readings: checked.readings, problems, games };
}

export async function previewCsv(ctx: AppContext, text: string): Promise<RtpCsvPreview> {
  const { rows, readings, problems, games } = await checkCsv(ctx, text);
  return {
    rows,
    readings: readings.slice(0, PREVIEW_READINGS).map((r) => ({
      line: r.line, game_id: r.gameId, game: games.byId.get(r.gameId) ?? '', value: r.valueBp / 100, at: r.measuredAt.toISOString(),
    })),
    errors: problems.slice(0, PREVIEW_PROBLEMS),
    more_errors: Math.max(0, problems.length - PREVIEW_PROBLEMS),
  };
}

export async function importCsv(ctx: AppContext, actor: Actor, text: string): Promise<{ inserted: number }> {
  const { readings, problems } = await checkCsv(ctx, text);
  const [first] = problems;
  if (first) {
    throw refused(problems.length === 1 ? fillText(M.csvRefused, { first: first.message }) : fillText(M.csvRefusedMore, { first: first.message, more: problems.length - 1 }));
  }
  const checked = readings.map(({ gameId, valueBp, measuredAt }) => ({ gameId, valueBp, measuredAt }));
  const inserted = await audited(ctx, actor, (tx) => writeReadings(ctx, checked, tx), (count) => ({ action: 'rtp.import', target: 'rtp', detail: { inserted: count } }));
  return { inserted };
}
