/** The statuses of a queue as tabs; the first is the one waiting for a decision. */
import { TEXTS } from './texts.ts';

interface StatusFilterProps {
  statuses: Array<{ value: string; label: string }>;
  value: string;
  onChange: (status: string) => void;
}

export function StatusFilter({ statuses, value, onChange }: StatusFilterProps) {
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
