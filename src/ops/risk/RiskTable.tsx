/**
 * Risco's tables: each in a labelled region of its own that scrolls sideways when the table is
 * wider than the screen, so the page never does; on a phone (risk.css) each row is a card whose
 * cells carry their column's name (`data-label`), since the header row is not shown there.
 */
import type { ReactNode } from 'react';

interface RiskTableProps {
  label: string;
  /** The header cells, in the order of the rows' cells. */
  head: ReactNode;
  children: ReactNode;
  /** Rows start with a checkbox (the card leaves room for it on a phone). */
  checks?: boolean;
}

export function RiskTable({ label, head, children, checks = false }: RiskTableProps) {
  return (
    // Focusable: a table that scrolls sideways must be reachable from the keyboard too (WCAG 2.1.1).
    <div className="ops-risk-scroll" role="region" aria-label={label} tabIndex={0}>
      <table className={`ops-table ops-risk-table${checks ? ' has-checks' : ''}`}>
        <caption className="ops-visually-hidden">{label}</caption>
        <thead><tr>{head}</tr></thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A cell named by its column on a phone's card; `short` ones sit side by side there; `nowrap` keeps a date or sum on one line where there is room. */
export function Cell({ label, short = false, nowrap = false, children }: { label?: string; short?: boolean; nowrap?: boolean; children: ReactNode }) {
  const className = [short && 'is-short', nowrap && 'ops-nowrap'].filter(Boolean).join(' ');
  return <td data-label={label} className={className || undefined}>{children}</td>;
}

/** A header cell with no visible text (the checkbox and button columns) still says what it holds. */
export function HiddenHead({ text, check = false }: { text: string; check?: boolean }) {
  return <th className={check ? 'ops-check' : undefined}><span className="ops-visually-hidden">{text}</span></th>;
}

/** The first cell of a row that can be chosen. */
export function CheckCell({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <td className="ops-check">
      <input type="checkbox" aria-label={label} checked={checked} onChange={(e) => onChange(e.target.checked)} />
    </td>
  );
}

/** Every row chosen or none, above the list: the header row that would hold it is not shown on a phone. */
export function SelectAll({ label, ids, chosen, toggle }: { label: string; ids: number[]; chosen: ReadonlySet<number>; toggle: (ids: number[], on: boolean) => void }) {
  const count = ids.filter((id) => chosen.has(id)).length;
  return (
    <label className="ops-risk-select-all">
      <input type="checkbox" checked={ids.length > 0 && count === ids.length}
        // Some but not all chosen: the box says so, as a mixed state.
        ref={(box) => { if (box) box.indeterminate = count > 0 && count < ids.length; }}
        onChange={(e) => toggle(ids, e.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

