/**
 * zod, configured to speak Brazilian Portuguese. Every schema of src/domain imports `z` from here,
 * so the configuration is in place in the browser and on the server before anything is parsed.
 * Messages a schema names itself (`.min(1, M.codeRequired)`) win over this map; it only answers
 * for the checks nobody named, which a member reaches only by sending what no form sends.
 */
import { z } from 'zod';
import { SCHEMA_MESSAGES as S } from './messages.pt.ts';

type RawIssue = Parameters<NonNullable<Parameters<typeof z.config>[0]>['customError'] & object>[0];

const fill = (template: string, name: 'min' | 'max', value: unknown) => template.replace(`{{${name}}}`, String(value));

function sizeMessage(issue: RawIssue & { code: 'too_big' | 'too_small' }): string {
  const big = issue.code === 'too_big';
  const limit = big ? issue.maximum : issue.minimum;
  const name = big ? 'max' : 'min';
  if (issue.origin === 'string') return fill(big ? S.textTooLong : S.textTooShort, name, limit);
  if (issue.origin === 'array' || issue.origin === 'set') return fill(big ? S.tooManyItems : S.tooFewItems, name, limit);
  return fill(big ? S.numberTooBig : S.numberTooSmall, name, limit);
}

/** The Portuguese message of an issue its schema left without one. */
export function portugueseIssueMessage(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return S.required;
      return issue.expected === 'int' ? S.notAnInteger : S.wrongType;
    case 'too_big':
    case 'too_small':
      return sizeMessage(issue);
    case 'invalid_value':
    case 'invalid_union':
      return S.optionInvalid;
    case 'not_multiple_of':
      return S.notAnInteger;
    default:
      return S.formatInvalid;
  }
}

z.config({
  customError: portugueseIssueMessage,
  // The app's Content-Security-Policy has no 'unsafe-eval': in the browser zod's compiled object
  // parsers cannot run, and its probe for them (`new Function`) only files a CSP violation report
  // (Lighthouse's best-practices "issues"). The server keeps them.
  jitless: typeof document !== 'undefined',
});

export { z };
