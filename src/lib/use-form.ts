import { useCallback, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '../domain/field-errors.ts';
import { emitUiEvent } from './ui-events.ts';

type Errors = Record<string, string>;

/**
 * What the inputs hold (`initial`, or a function that makes it on the first render only) and each
 * field's message; typing in a field clears its message. The one
 * form state of the app's forms and the console's (src/ops/common/use-ops-form.ts).
 */
export function useFields<V extends Record<string, unknown>>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors>({});

  const setField = useCallback(<K extends keyof V & string>(key: K, value: V[K]) => {
    setValues((prev) => ({ ...prev, [key]: value }));
    setErrors((prev) => {
      if (!(key in prev)) return prev;
      const { [key]: _removed, ...rest } = prev;
      return rest;
    });
  }, []);

  /** Checks a subset of fields (a "send code" button needs only the phone). */
  const validateField = useCallback((key: keyof V & string, fieldSchema: z.ZodType): boolean => {
    const result = fieldSchema.safeParse(values[key]);
    if (result.success) return true;
    setErrors((prev) => ({ ...prev, [key]: result.error.issues[0]?.message ?? '' }));
    return false;
  }, [values]);

  /** All the values at once (a record as stored after its save), with no message left. */
  const replaceValues = useCallback((next: V) => {
    setValues(next);
    setErrors({});
  }, []);

  return { values, errors, setField, setErrors, validateField, replaceValues };
}

/** The parsed values, or null with each field's first message shown. */
function check<S extends z.ZodType>(schema: S, values: unknown, setErrors: (errors: Errors) => void): z.output<S> | null {
  const result = schema.safeParse(values);
  if (result.success) {
    setErrors({});
    return result.data;
  }
  setErrors(fieldErrors(result.error));
  return null;
}

/**
 * Form state (`V`, what the inputs hold) checked by the same zod schema the server uses: `submit` parses the values and
 * either returns the parsed data or shows each field's first message inline.
 */
export function useForm<S extends z.ZodType, V extends Record<string, unknown>>(schema: S, initial: V) {
  const fields = useFields(initial);
  const { values, setErrors } = fields;
  const validate = useCallback((): z.output<S> | null => check(schema, values, setErrors), [schema, values, setErrors]);

  /** A form's onSubmit: stops the page reload, validates, then hands the parsed data on. */
  const handleSubmit = (onValid: (data: z.output<S>) => unknown) => (event: FormEvent) => {
    event.preventDefault();
    const data = validate();
    if (data) void onValid(data);
  };

  return { ...fields, validate, handleSubmit };
}

/**
 * `useForm` for a form on a page's first screen: the form draws without its schema, whose module
 * (zod and the schemas, about 250 ms of evaluation at a phone's 4× slowdown) `loadSchema` brings
 * when the page has rested or at the first submit, whichever comes first. `validate` answers a
 * promise, rejected if the schema cannot load.
 */
export function useDeferredForm<S extends z.ZodType, V extends Record<string, unknown>>(loadSchema: () => Promise<S>, initial: V) {
  const fields = useFields(initial);
  const { values, setErrors } = fields;
  const validate = useCallback(
    async (): Promise<z.output<S> | null> => check(await loadSchema(), values, setErrors),
    [loadSchema, values, setErrors],
  );

  /** A form's onSubmit, as useForm's; a schema that cannot load shows the network notice, whose tap submits again. */
  const handleSubmit = (onValid: (data: z.output<S>) => unknown) => {
    const submit = (event?: FormEvent) => {
      event?.preventDefault();
      validate().then(
        (data) => (data ? void onValid(data) : undefined),
        () => emitUiEvent('networkFailure', { retry: () => submit(), cancel: () => {} }),
      );
    };
    return submit;
  };

  return { ...fields, validate, handleSubmit };
}
