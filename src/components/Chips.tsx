import './Chips.css';

/** A row of toggle chips for one filter: exactly one value is chosen. */
interface ChipsProps<V extends string> {
  label: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange: (value: V) => void;
}

export function Chips<V extends string>({ label, value, options, onChange }: ChipsProps<V>) {
  return (
    <div className="chips" role="group" aria-label={label}>
      {options.map((o) => (
        <button key={o.value} type="button" aria-pressed={o.value === value} onClick={() => onChange(o.value)}>{o.label}</button>
      ))}
    </div>
  );
}
