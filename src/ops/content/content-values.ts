/** Form values ⇄ rows and request bodies: every input holds a string (or a boolean for a checkbox). */
import { columnOf, type FieldSpec, type KindSpec } from './content-kinds.ts';

export type ContentRow = Record<string, unknown> & { id: number };
export type FormValues = Record<string, string | boolean>;

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time → the `datetime-local` value in the browser's zone. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value → ISO with the browser's offset (`2025-05-01T20:00:00-03:00`). */
export function fromLocalInput(local: string): string {
  const d = new Date(local);
  if (!local || Number.isNaN(d.getTime())) return local;
  const minutes = -d.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  return `${toLocalInput(d.toISOString())}:${pad(d.getSeconds())}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

function initial(field: FieldSpec): string | boolean {
  if (field.type === 'checkbox') return !field.startsOff;
  if (field.type === 'number') return '0';
  return field.options?.[0]?.value ?? '';
}

export function valuesOf(spec: KindSpec, row: ContentRow | null): FormValues {
  const values: FormValues = {};
  for (const field of spec.fields) {
    const value = row ? (row[columnOf(field.name)] ?? row[field.name]) : undefined;
    if (value === undefined || value === null) values[field.name] = row && field.type !== 'checkbox' && field.type !== 'number' ? '' : initial(field);
    else if (field.type === 'checkbox') values[field.name] = Boolean(value);
    else if (field.type === 'datetime') values[field.name] = toLocalInput(String(value));
    else values[field.name] = String(value);
  }
  return values;
}

/** The request body: numbers as numbers, dates with their offset; an empty optional field is left to the server's default. */
export function bodyOf(spec: KindSpec, values: FormValues, id: number | null): Record<string, unknown> {
  const body: Record<string, unknown> = id === null ? {} : { id };
  for (const field of spec.fields) {
    const value = values[field.name];
    if (field.type === 'checkbox') body[field.name] = Boolean(value);
    else if (typeof value !== 'string') continue;
    else if (field.type === 'number' || field.optionsFrom) body[field.name] = value.trim() === '' ? undefined : Number(value);
    else if (field.type === 'datetime') body[field.name] = fromLocalInput(value);
    else if (value === '' && !field.required && !field.keepEmpty) continue;
    else body[field.name] = value;
  }
  return body;
}
