/**
 * Operator accounts: what the session calls (ops-calls/session.ts) and the "Operadores" and
 * "Minha conta" calls (ops-calls/operators.ts) take, and the schemas of what they answer; the
 * answer types are the schemas' own.
 */
import { z } from '../zod.ts';
import { OPERATOR_MESSAGES as M } from '../ops.pt.ts';
import { bool, iso, num, object, str } from './answer-parts.ts';
import { OPERATOR_ROLES } from './ops-roles.ts';

export const OPERATOR_NAME = /^[a-z0-9._-]{2,32}$/i;
export const OPERATOR_PASSWORD_MIN = 10;
export const OPERATOR_PASSWORD_MAX = 128;
/** The authenticator's code: 6 digits (RFC 6238 with SHA-1 and 30 s, what every app reads). */
export const TOTP_CODE = /^\d{6}$/;
/** The envelope code of a sign-in refused for the authenticator's code (missing or wrong): the console shows its field. */
export const TOTP_NEEDED_CODE = 1101;

export const operatorNameSchema = z.string({ error: M.nameInvalid }).trim().regex(OPERATOR_NAME, M.nameInvalid);
/** Operators choose long passwords; no other rule (a passphrase is fine). */
export const operatorPasswordSchema = z
  .string({ error: M.passwordInvalid })
  .min(OPERATOR_PASSWORD_MIN, M.passwordInvalid)
  .max(OPERATOR_PASSWORD_MAX, M.passwordInvalid);
const roleSchema = z.enum(OPERATOR_ROLES, { error: M.roleInvalid });
const codeSchema = z.string({ error: M.codeInvalid }).trim().regex(TOTP_CODE, M.codeInvalid);
/** The account's version as the form loaded it: a save over a newer one is refused. */
const versionSchema = z.number({ error: M.versionInvalid }).int(M.versionInvalid).min(1, M.versionInvalid);

/** `code`: the authenticator's, required once the operator turned it on. */
export const signInBody = z.object({
  name: z.string({ error: M.signInNameRequired }).trim().min(1, M.signInNameRequired).max(32, M.signInNameRequired),
  password: z.string({ error: M.signInPasswordRequired }).min(1, M.signInPasswordRequired).max(OPERATOR_PASSWORD_MAX, M.signInPasswordRequired),
  code: codeSchema.optional(),
});

/** The command line's add (the shared secret) and an admin's create: a role, admin unless named. */
export const addOperatorBody = z.object({ name: operatorNameSchema, password: operatorPasswordSchema, role: roleSchema.default('admin') });

export const operatorIdParams = z.object({ id: z.coerce.number({ error: M.operatorUnknown }).int(M.operatorUnknown).positive(M.operatorUnknown) });
export const operatorRoleBody = operatorIdParams.extend({ role: roleSchema, version: versionSchema });
export const operatorStatusBody = operatorIdParams.extend({ disabled: z.boolean({ error: M.disabledInvalid }), version: versionSchema });
export const operatorPasswordBody = operatorIdParams.extend({ password: operatorPasswordSchema, version: versionSchema });
export const operatorVersionBody = operatorIdParams.extend({ version: versionSchema });
export const totpCodeBody = z.object({ code: codeSchema });

const roleAnswer = z.enum(OPERATOR_ROLES);

/**
 * Who is signed in. `totp_required`: the server lets this operator do nothing but enrol the
 * authenticator (an admin without one, in production).
 */
export const operatorMeAnswer = object({ name: str, role: roleAnswer, totp_enabled: bool, totp_required: bool });
export type OperatorMe = z.output<typeof operatorMeAnswer>;

export const operatorSessionAnswer = object({ token: str, name: str, role: roleAnswer, totp_enabled: bool, totp_required: bool, expires_at: iso });
export type OperatorSession = z.output<typeof operatorSessionAnswer>;

/** One account as the "Operadores" list shows it; `version` goes back with an edit. */
export const operatorAnswer = object({
  id: num,
  name: str,
  role: roleAnswer,
  disabled: bool,
  totp_enabled: bool,
  last_sign_in_at: iso.nullable(),
  created_at: iso,
  version: num,
});
export type OperatorAccount = z.output<typeof operatorAnswer>;
export const operatorListAnswer = z.array(operatorAnswer);

/** A new authenticator secret: the otpauth:// address, its QR (an SVG data URL) and the secret to type by hand. */
export const totpStartAnswer = object({ uri: str, qr: str, secret: str });
export type TotpEnrolment = z.output<typeof totpStartAnswer>;
