/**
 * The console's forms: their values as typed in the app's form state (src/lib/use-form.ts
 * useFields), one action at a time (useOpsAction: busy, then the notice or the server's Portuguese
 * refusal). The server checks every value with the call's own schema, so its message is the form's.
 */
import { type FormEvent, useState } from 'react';
import { useFields } from '../../lib/use-form.ts';
import { useOpsAction } from './useOpsAction.ts';

export function useOpsForm<V extends Record<string, unknown>>(initial: V | (() => V)) {
  const fields = useFields(initial);
  const action = useOpsAction();
  /** An input's change handler: `set('title')(value)`. */
  const set = <K extends keyof V & string>(key: K) => (value: V[K]) => fields.setField(key, value);
  /** A form's onSubmit: no page reload, then `work` with its notice or refusal shown. */
  const submitWith = (work: () => Promise<string | void>) => (event: FormEvent) => {
    event.preventDefault();
    void action.run(work);
  };
  return { ...fields, ...action, set, submitWith };
}

interface EditFormOptions<R, V> {
  /** The inputs' values for a record, or for a new one (null). */
  draftOf(record: R | null): V;
  /** Saves the values; `stored` is the record as last loaded or saved (null: a new one), sent back as `loaded`. */
  save(values: V, stored: R | null): Promise<R>;
  /** The notice once saved. */
  saved: string;
  onSaved(record: R): void;
}

/**
 * A form that edits a stored record (or makes a new one): the save sends back the values it
 * loaded, so a save over another operator's change is refused, and afterwards the form holds the
 * record as stored, so the next save sends those.
 */
export function useEditForm<R, V extends Record<string, unknown>>(record: R | null, options: EditFormOptions<R, V>) {
  const [stored, setStored] = useState<R | null>(record);
  const form = useOpsForm(() => options.draftOf(record));
  const submit = form.submitWith(async () => {
    const saved = await options.save(form.values, stored);
    setStored(saved);
    form.replaceValues(options.draftOf(saved));
    options.onSaved(saved);
    return options.saved;
  });
  return { ...form, stored, submit };
}
