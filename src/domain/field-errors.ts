import type { z } from 'zod';

/** Field name → first message, for inline form errors. Apart from validation.ts so a form can show errors without loading zod. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
