/** The statuses of a queue as tabs; the first is the one waiting for a decision. */
import { TEXTS } from './texts.ts';

interface StatusFilterProps<S extends string> {
  statuses: ReadonlyArray<{ value: S; label: string }>;
  value: S;
  onChange: (status: S) => void;
}

export function StatusFilter<S extends string>({ statuses, value, onChange }: StatusFilterProps<S>) {
  return (
    <div className="ops-tabs" role="tablist" aria-label={TEXTS.status}>
      {statuses.map((status) => (
        <button
          key={status.value}
          type="button"
          role="tab"
          aria-selected={status.value === value}
          className={`ops-tab${status.value === value ? ' is-active' : ''}`}
          onClick={() => onChange(status.value)}
        >
          {status.label}
        </button>
      ))}
    </div>
  );
}
