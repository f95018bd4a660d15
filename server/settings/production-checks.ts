/**
 * Why production would refuse to start: one Portuguese line per problem, from the environment
 * alone (nothing opened, nothing contacted), so main.ts can refuse before it touches anything
 * and `npm run doctor` can list the same lines.
 */
import { resolveWorkers } from '../config.ts';
import { metricsProblems } from '../metrics/settings.ts';
import { parseTrustProxy } from '../http/trust-proxy.ts';
import { parseTotpKey } from '../security/totp-keys.ts';
import { parseSignalsKey } from '../signals/keys.ts';
import { readPush } from './mode.ts';
import { providerSecretProblem, strongSecretProblem } from './secrets.ts';

type Env = NodeJS.ProcessEnv;
type Check = (env: Env) => (string | null)[];

const value = (env: Env, name: string) => env[name]?.trim() ?? '';

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** A service on this machine (a local relay, a sidecar) may speak plain HTTP; anything else must be https. */
const isLoopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
/** `a@b.c` or `Nome <a@b.c>`. */
export function isMailFrom(text: string): boolean {
  const named = /^[^<>]*<([^<>]+)>$/.exec(text);
  return EMAIL.test(named?.[1]?.trim() ?? text);
}

export const checkDatabase: Check = (env) => {
  const url = value(env, 'DATABASE_URL');
  if (url === '') return ['DATABASE_URL ausente: produção usa PostgreSQL, nunca o PGlite embutido'];
  const parsed = parseUrl(url);
  const ok = parsed && ['postgres:', 'postgresql:'].includes(parsed.protocol);
  return [ok ? null : 'DATABASE_URL deve ser um endereço postgres:// ou postgresql://'];
};

export const checkOpsSecret: Check = (env) => [strongSecretProblem('OPS_SECRET', env.OPS_SECRET)];

/** The key that seals operators' authenticator secrets (security/totp-keys.ts): never beside the data it protects. */
export const checkTotpKey: Check = (env) => {
  const make = '(gere com `openssl rand -base64 32`)';
  const key = value(env, 'TOTP_ENCRYPTION_KEY');
  const old = value(env, 'TOTP_ENCRYPTION_OLD_KEYS');
  return [
    key === '' ? `TOTP_ENCRYPTION_KEY ausente: a chave que protege os autenticadores dos operadores ${make}` : null,
    key !== '' && !parseTotpKey(key) ? `TOTP_ENCRYPTION_KEY deve ter 32 bytes em base64 ${make}` : null,
    old !== '' && old.split(',').some((entry) => !parseTotpKey(entry)) ? 'TOTP_ENCRYPTION_OLD_KEYS: cada chave antiga, separada por vírgula, deve ter 32 bytes em base64' : null,
  ];
};

/**
 * The signals key (signals/keys.ts): optional, a key kept in the database otherwise; recommended,
 * so a copy of the database alone cannot reverse the address hashes (docs/risk.md). Refused only malformed.
 */
export const checkSignalsKey: Check = (env) => {
  const key = value(env, 'SIGNALS_KEY');
  return [key !== '' && !parseSignalsKey(key) ? 'SIGNALS_KEY deve ter 32 bytes em base64 (gere com `openssl rand -base64 32`)' : null];
};

export const checkPublicUrl: Check = (env) => {
  const url = value(env, 'PUBLIC_URL');
  if (url === '') return ['PUBLIC_URL ausente: o endereço público do app, em https://…'];
  return [parseUrl(url)?.protocol === 'https:' ? null : `PUBLIC_URL deve começar com https:// (recebido: ${url})`];
};

export const checkEmail: Check = (env) => {
  const url = value(env, 'SMTP_URL');
  const from = value(env, 'MAIL_FROM');
  const problems: (string | null)[] = [];
  const parsed = url === '' ? null : parseUrl(url);
  if (url === '') problems.push('SMTP_URL ausente: o servidor de e-mail (smtps://usuário:senha@host:465)');
  else if (!parsed || !['smtp:', 'smtps:'].includes(parsed.protocol) || parsed.hostname === '') {
    problems.push('SMTP_URL deve ser smtp:// ou smtps:// com um host (ex.: smtps://usuário:senha@host:465)');
  } else if (parsed.password) problems.push(providerSecretProblem('A senha em SMTP_URL', decodeURIComponent(parsed.password)));
  if (from === '') problems.push('MAIL_FROM ausente: o remetente dos e-mails (ex.: Prêmia <nao-responda@seu-dominio>)');
  else if (!isMailFrom(from)) problems.push(`MAIL_FROM não é um endereço de e-mail válido (recebido: ${from})`);
  return problems;
};

export const checkSms: Check = (env) => {
  const sid = value(env, 'TWILIO_ACCOUNT_SID');
  const from = value(env, 'TWILIO_FROM');
  const api = value(env, 'TWILIO_API_URL');
  const apiUrl = api === '' ? null : parseUrl(api);
  return [
    sid === '' ? 'TWILIO_ACCOUNT_SID ausente: o SID da conta Twilio (AC…)' : null,
    sid !== '' && !/^AC[0-9a-f]{32}$/i.test(sid) ? 'TWILIO_ACCOUNT_SID deve ser AC seguido de 32 caracteres hexadecimais' : null,
    providerSecretProblem('TWILIO_AUTH_TOKEN', env.TWILIO_AUTH_TOKEN),
    from === '' ? 'TWILIO_FROM ausente: o número que envia os SMS, no formato E.164 (+5511…)' : null,
    from !== '' && !/^\+[1-9]\d{7,14}$/.test(from) ? `TWILIO_FROM deve estar no formato E.164, ex.: +5511999990000 (recebido: ${from})` : null,
    api !== '' && !(apiUrl?.protocol === 'https:' || (apiUrl?.protocol === 'http:' && isLoopback(apiUrl))) ? 'TWILIO_API_URL deve começar com https://' : null,
  ];
};

export const checkWorkers: Check = (env) => {
  try {
    resolveWorkers(env);
    return [];
  } catch (error) {
    return [(error as Error).message];
  }
};

export const checkTrustProxy: Check = (env) => {
  try {
    parseTrustProxy(env.TRUST_PROXY);
    return [];
  } catch (error) {
    return [(error as Error).message];
  }
};

/** How many bytes a base64url VAPID key holds; null when it is not base64url. */
export function keyBytes(key: string): number | null {
  return /^[A-Za-z0-9_-]+$/.test(key) ? Buffer.from(key, 'base64url').length : null;
}

export const checkPush: Check = (env) => {
  let on: boolean;
  try {
    on = readPush(env);
  } catch (error) {
    return [(error as Error).message];
  }
  if (!on) return [];
  const publicKey = value(env, 'VAPID_PUBLIC_KEY');
  const privateKey = value(env, 'VAPID_PRIVATE_KEY');
  const subject = value(env, 'VAPID_SUBJECT');
  const make = '(gere o par com `npx web-push generate-vapid-keys`, ou PUSH=off)';
  const privateProblem = providerSecretProblem('VAPID_PRIVATE_KEY', privateKey);
  return [
    publicKey === '' ? `VAPID_PUBLIC_KEY ausente ${make}` : null,
    publicKey !== '' && keyBytes(publicKey) !== 65 ? 'VAPID_PUBLIC_KEY não é uma chave pública VAPID (65 bytes em base64url)' : null,
    privateProblem ? `${privateProblem} ${make}` : null,
    !privateProblem && keyBytes(privateKey) !== 32 ? 'VAPID_PRIVATE_KEY não é uma chave privada VAPID (32 bytes em base64url)' : null,
    subject === '' ? 'VAPID_SUBJECT ausente: mailto:seu-endereço ou https://… para os serviços de push' : null,
    subject !== '' && !/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(subject) ? 'VAPID_SUBJECT deve ser mailto:… ou https://…' : null,
  ];
};

export const checkStorage: Check = (env) => {
  if (value(env, 'S3_BUCKET') === '') return [];
  const endpoint = value(env, 'S3_ENDPOINT');
  const parsed = endpoint === '' ? null : parseUrl(endpoint);
  return [
    value(env, 'S3_REGION') === '' ? 'S3_REGION ausente (S3_BUCKET está definido)' : null,
    value(env, 'S3_ACCESS_KEY_ID') === '' ? 'S3_ACCESS_KEY_ID ausente (S3_BUCKET está definido)' : null,
    providerSecretProblem('S3_SECRET_ACCESS_KEY', env.S3_SECRET_ACCESS_KEY),
    endpoint !== '' && !['http:', 'https:'].includes(parsed?.protocol ?? '') ? 'S3_ENDPOINT deve ser um endereço http:// ou https://' : null,
  ];
};

/** Metrics are optional: a token or a port, either, both or neither (metrics/settings.ts). */
export const checkMetrics: Check = metricsProblems;

const CHECKS: Check[] = [checkDatabase, checkOpsSecret, checkTotpKey, checkSignalsKey, checkPublicUrl, checkEmail, checkSms, checkWorkers, checkTrustProxy, checkPush, checkStorage, checkMetrics];

/** Every reason production would refuse to start with this environment; none when all is set. */
export function productionProblems(env: Env): string[] {
  return CHECKS.flatMap((check) => check(env)).filter((line): line is string => line !== null);
}
