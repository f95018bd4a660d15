/**
 * Reading a CSV of RTP readings into cells by line: papaparse guesses the separator (comma,
 * semicolon or tab: a Brazilian spreadsheet writes `;` because its decimals use `,`), the header
 * names the columns in any order, and every later problem can name its line and column.
 */
import Papa from 'papaparse';
import { fillText, RTP_CSV_MAX_ROWS, type RtpCsvProblem } from '../../src/domain/contract/ops-rtp.ts';
import { OPS_RTP_MESSAGES as M } from '../../src/domain/ops-rtp.pt.ts';

export const CSV_COLUMNS = ['game', 'value', 'time'] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** The names a header may give each column (compared trimmed, in lower case). */
const COLUMN_NAMES: Record<CsvColumn, readonly string[]> = {
  game: ['game', 'jogo'],
  value: ['value', 'valor', 'rtp'],
  time: ['time', 'horário', 'horario', 'data'],
};

export interface CsvRow {
  /** The file's line the row starts on (the header is on line 1 when nothing comes before it). */
  line: number;
  cells: Record<CsvColumn, string>;
}

export interface CsvRead {
  rows: CsvRow[];
  /** Rows below the header, good or not. */
  count: number;
  /** What the header called each column, for messages in the operator's own words. */
  labels: Record<CsvColumn, string>;
  problems: RtpCsvProblem[];
}

interface RawRow {
  line: number;
  cells: string[];
  unterminated: boolean;
}

function rawRows(text: string): RawRow[] {
  const normalised = text.replace(/\r\n?/g, '\n');
  const rows: RawRow[] = [];
  let start = 0;
  let line = 1;
  let dataRows = 0;
  Papa.parse<string[]>(normalised, {
    delimitersToGuess: [',', ';', '\t'],
    newline: '\n',
    step: (result, parser) => {
      const cells = result.data;
      const blank = cells.every((cell) => cell.trim() === '');
      if (!blank) rows.push({ line, cells, unterminated: result.errors.some((error) => error.code === 'MissingQuotes') });
      line += (normalised.slice(start, result.meta.cursor).match(/\n/g) ?? []).length;
      start = result.meta.cursor;
      // One row past the limit is enough to refuse the file; the rest is not read.
      if (!blank && rows.length > 1 && ++dataRows > RTP_CSV_MAX_ROWS) parser.abort();
    },
  });
  return rows;
}

function columnsOf(header: RawRow): { index: Record<CsvColumn, number>; labels: Record<CsvColumn, string> } | RtpCsvProblem {
  const names = header.cells.map((cell) => cell.trim().toLowerCase());
  const index = {} as Record<CsvColumn, number>;
  const labels = {} as Record<CsvColumn, string>;
  for (const column of CSV_COLUMNS) {
    const found = names.flatMap((name, i) => (COLUMN_NAMES[column].includes(name) ? [i] : []));
    if (found.length === 0) return { line: header.line, column: null, message: fillText(M.csvHeader, { line: header.line, missing: column }) };
    if (found.length > 1) return { line: header.line, column, message: fillText(M.csvHeaderRepeated, { line: header.line, column }) };
    index[column] = found[0]!;
    labels[column] = header.cells[found[0]!]!.trim();
  }
  return { index, labels };
}

/** The rows with their cells by column, or the problems that stop the file from being read further. */
export function readCsv(text: string): CsvRead {
  const [header, ...data] = rawRows(text);
  const labels = { game: 'game', value: 'value', time: 'time' };
  if (!header) return { rows: [], count: 0, labels, problems: [{ line: 1, column: null, message: M.csvRequired }] };
  const columns = columnsOf(header);
  if ('message' in columns) return { rows: [], count: data.length, labels, problems: [columns] };
  if (data.length === 0) return { rows: [], count: 0, labels: columns.labels, problems: [{ line: header.line + 1, column: null, message: M.csvNoRows }] };
  if (data.length > RTP_CSV_MAX_ROWS) {
    const line = data[RTP_CSV_MAX_ROWS]!.line;
    return { rows: [], count: data.length, labels: columns.labels, problems: [{ line, column: null, message: fillText(M.csvTooManyRows, { max: RTP_CSV_MAX_ROWS.toLocaleString('pt-BR') }) }] };
  }
  const rows: CsvRow[] = [];
  const problems: RtpCsvProblem[] = [];
  for (const row of data) {
    if (row.unterminated) problems.push({ line: row.line, column: null, message: fillText(M.csvQuotes, { line: row.line }) });
    else if (row.cells.length !== header.cells.length) {
      problems.push({ line: row.line, column: null, message: fillText(M.csvFieldCount, { line: row.line, expected: header.cells.length, found: row.cells.length }) });
    } else {
      const cells = Object.fromEntries(CSV_COLUMNS.map((column) => [column, row.cells[columns.index[column]]!.trim()])) as Record<CsvColumn, string>;
      rows.push({ line: row.line, cells });
    }
  }
  return { rows, count: data.length, labels: columns.labels, problems };
}
