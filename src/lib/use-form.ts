import { useCallback, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '../domain/validation.ts';

/**
 * Form state (`V`, what the inputs hold) checked by the same zod schema the server uses: `submit` parses the values and
 * either returns the parsed data or shows each field's first message inline.
 */
export function useForm<S extends z.ZodType, V extends Record<string, unknown>>(schema: S, initial: V) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const setField = useCallback(<K extends keyof V & string>(key: K, value: V[K]) => {
    setValues((prev) => ({ ...prev, [key]: value }));
    setErrors((prev) => {
      if (!(key in prev)) return prev;
      const { [key]: _removed, ...rest } = prev;
      return rest;
    });
  }, []);

  const validate = useCallback((): z.output<S> | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(fieldErrors(result.error));
    return null;
  }, [schema, values]);

  /** Checks a subset of fields (a "send code" button needs only the phone). */
  const validateField = useCallback((key: keyof V & string, fieldSchema: z.ZodType): boolean => {
    const result = fieldSchema.safeParse(values[key]);
    if (result.success) return true;
    setErrors((prev) => ({ ...prev, [key]: result.error.issues[0]?.message ?? '' }));
    return false;
  }, [values]);

  /** A form's onSubmit: stops the page reload, validates, then hands the parsed data on. */
  const handleSubmit = (onValid: (data: z.output<S>) => unknown) => (event: FormEvent) => {
    event.preventDefault();
    const data = validate();
    if (data) void onValid(data);
  };

  return { values, errors, setField, validate, validateField, setErrors, handleSubmit };
}
