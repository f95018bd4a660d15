/**
 * A dashboard table with its CSV: the file holds exactly the rows and columns shown, the numbers
 * unformatted (papaparse writes it; a spreadsheet opens it as it is).
 */
import Papa from 'papaparse';
import type { ReactNode } from 'react';
import { DASHBOARD_TEXTS as T } from './dashboard-texts.ts';

export interface Column<R> {
  label: string;
  /** The CSV's value. */
  value: (row: R) => string | number;
  /** What the cell shows; the value when absent. */
  show?: (row: R) => ReactNode;
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([`\uFEFF${text}`], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

export function toCsv<R>(columns: Column<R>[], rows: R[]): string {
  return Papa.unparse({ fields: columns.map((column) => column.label), data: rows.map((row) => columns.map((column) => column.value(row))) });
}

export function DashTable<R>({ name, caption, columns, rows }: { name: string; caption: string; columns: Column<R>[]; rows: R[] }) {
  return (
    <div className="dash-table">
      <div className="dash-table-head">
        <h3>{caption}</h3>
        <button type="button" className="ops-button" data-testid={`csv-${name}`} onClick={() => download(`${name}.csv`, toCsv(columns, rows))}>{T.csv}</button>
      </div>
      {rows.length === 0 ? <p className="ops-muted">{T.none}</p> : (
        <div className="dash-scroll" tabIndex={0} role="region" aria-label={caption}>
          <table className="ops-table">
            <thead><tr>{columns.map((column) => <th key={column.label} scope="col">{column.label}</th>)}</tr></thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={index}>{columns.map((column) => <td key={column.label}>{column.show ? column.show(row) : column.value(row)}</td>)}</tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
