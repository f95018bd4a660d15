// @vitest-environment node
import { randomBytes } from 'node:crypto';
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { productionProblems } from '../../server/settings/production-checks.ts';
import { readMode } from '../../server/settings/mode.ts';
import { checkStartup } from '../../server/settings/startup.ts';
import { vapidKeysFromEnvironment } from '../../server/push/vapid.ts';

const vapid = webpush.generateVAPIDKeys();
const READY: NodeJS.ProcessEnv = {
  PREMIA_MODE: 'production',
  DATABASE_URL: 'postgres://premia@db.interno:5432/premia',
  OPS_SECRET: 'Zq3v8mK1pX7rT2wB9nL4cF6hJ0sD5gYa',
  TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  PUBLIC_URL: 'https://premia.app',
  SMTP_URL: 'smtps://mailer:Hk29sLq81vXr@smtp.premia.app:465',
  MAIL_FROM: 'Prêmia <nao-responda@premia.app>',
  TWILIO_ACCOUNT_SID: `AC${'0123456789abcdef'.repeat(2)}`,
  TWILIO_AUTH_TOKEN: '9f3b1c7d2e8a4f6b0c5d9e1a7b3c8d2f',
  TWILIO_FROM: '+5511999990000',
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  VAPID_SUBJECT: 'mailto:suporte@premia.app',
};

/** The problems with READY changed by `change` (undefined removes a setting). */
const problemsWith = (change: Record<string, string | undefined>) => productionProblems({ ...READY, ...change });
const only = (change: Record<string, string | undefined>, pattern: RegExp) => {
  const problems = problemsWith(change);
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(pattern);
};

describe('production checks', () => {
  it('find nothing when everything is set', () => {
    expect(productionProblems(READY)).toEqual([]);
  });

  it('need the key that seals operators\' authenticators, 32 bytes, and well-formed old keys', () => {
    only({ TOTP_ENCRYPTION_KEY: undefined }, /^TOTP_ENCRYPTION_KEY ausente/);
    only({ TOTP_ENCRYPTION_KEY: 'curta' }, /^TOTP_ENCRYPTION_KEY deve ter 32 bytes/);
    only({ TOTP_ENCRYPTION_OLD_KEYS: `${randomBytes(32).toString('base64')},x` }, /^TOTP_ENCRYPTION_OLD_KEYS/);
    expect(problemsWith({ TOTP_ENCRYPTION_OLD_KEYS: randomBytes(32).toString('base64url') })).toEqual([]);
  });

  it('take a signals key when one is given, 32 bytes, and do without one', () => {
    only({ SIGNALS_KEY: 'curta' }, /^SIGNALS_KEY deve ter 32 bytes/);
    expect(problemsWith({ SIGNALS_KEY: randomBytes(32).toString('base64') })).toEqual([]);
    expect(problemsWith({ SIGNALS_KEY: undefined })).toEqual([]);
  });

  it('need PostgreSQL: never the embedded PGlite', () => {
    only({ DATABASE_URL: undefined }, /^DATABASE_URL ausente/);
    only({ DATABASE_URL: 'mysql://x@h/db' }, /postgres:\/\//);
  });

  it('refuse a missing, short, patterned or example OPS_SECRET', () => {
    only({ OPS_SECRET: undefined }, /^OPS_SECRET ausente/);
    only({ OPS_SECRET: 'k8Jq2mX0pL5vR9tZ' }, /^OPS_SECRET fraco: tem 16 caracteres, precisa de ao menos 32/);
    for (const example of ['test-ops-secret', 'e2e-ops-secret', 'changeme', 'secret', 'changeme'.repeat(4), 'a'.repeat(40), 'ab12'.repeat(10), 'my-example-secret-0123456789abcdefgh']) {
      only({ OPS_SECRET: example }, /^OPS_SECRET é um valor de exemplo/);
    }
    only({ OPS_SECRET: '0101010101101010010110100101010110' }, /^OPS_SECRET fraco: poucos caracteres diferentes/);
  });

  it('need an https PUBLIC_URL', () => {
    only({ PUBLIC_URL: undefined }, /^PUBLIC_URL ausente/);
    only({ PUBLIC_URL: 'http://premia.app' }, /^PUBLIC_URL deve começar com https:\/\//);
  });

  it('need SMTP_URL as smtp:// or smtps:// with a host, and no example password', () => {
    only({ SMTP_URL: undefined }, /^SMTP_URL ausente/);
    only({ SMTP_URL: 'https://smtp.premia.app' }, /^SMTP_URL deve ser smtp:\/\/ ou smtps:\/\//);
    only({ SMTP_URL: 'smtps://user:pass@host:465' }, /^A senha em SMTP_URL é um valor de exemplo/);
    expect(problemsWith({ SMTP_URL: 'smtp://relay.interno:25' })).toEqual([]);
  });

  it('need MAIL_FROM as an address, bare or named', () => {
    only({ MAIL_FROM: undefined }, /^MAIL_FROM ausente/);
    only({ MAIL_FROM: 'Prêmia' }, /^MAIL_FROM não é um endereço de e-mail válido/);
    expect(problemsWith({ MAIL_FROM: 'nao-responda@premia.app' })).toEqual([]);
  });

  it('need the Twilio account, token and an E.164 sender', () => {
    only({ TWILIO_ACCOUNT_SID: undefined }, /^TWILIO_ACCOUNT_SID ausente/);
    only({ TWILIO_ACCOUNT_SID: 'SK123' }, /^TWILIO_ACCOUNT_SID deve ser AC/);
    only({ TWILIO_AUTH_TOKEN: undefined }, /^TWILIO_AUTH_TOKEN ausente/);
    only({ TWILIO_AUTH_TOKEN: 'your_auth_token' }, /^TWILIO_AUTH_TOKEN é um valor de exemplo/);
    only({ TWILIO_FROM: undefined }, /^TWILIO_FROM ausente/);
    only({ TWILIO_FROM: '11999990000' }, /^TWILIO_FROM deve estar no formato E\.164/);
  });

  it('take TWILIO_API_URL as https, or plain http only on this machine', () => {
    only({ TWILIO_API_URL: 'http://sms.interno' }, /^TWILIO_API_URL deve começar com https:\/\//);
    expect(problemsWith({ TWILIO_API_URL: 'https://api.twilio.com' })).toEqual([]);
    expect(problemsWith({ TWILIO_API_URL: 'http://127.0.0.1:8080' })).toEqual([]);
  });

  it('need REDIS_URL for several processes, and a valid TRUST_PROXY', () => {
    only({ WORKERS: '2' }, /REDIS_URL/);
    expect(problemsWith({ WORKERS: '2', REDIS_URL: 'redis://127.0.0.1:6379' })).toEqual([]);
    only({ TRUST_PROXY: 'true' }, /^TRUST_PROXY/);
  });

  it('need the VAPID pair and subject while push is on, nothing with PUSH=off', () => {
    only({ VAPID_PUBLIC_KEY: undefined }, /^VAPID_PUBLIC_KEY ausente/);
    only({ VAPID_PRIVATE_KEY: undefined }, /^VAPID_PRIVATE_KEY ausente/);
    only({ VAPID_PRIVATE_KEY: 'abc' }, /^VAPID_PRIVATE_KEY não é uma chave privada VAPID/);
    only({ VAPID_PUBLIC_KEY: vapid.privateKey }, /^VAPID_PUBLIC_KEY não é uma chave pública VAPID/);
    only({ VAPID_SUBJECT: undefined }, /^VAPID_SUBJECT ausente/);
    only({ VAPID_SUBJECT: 'suporte@premia.app' }, /^VAPID_SUBJECT deve ser mailto:/);
    expect(problemsWith({ PUSH: 'off', VAPID_PUBLIC_KEY: undefined, VAPID_PRIVATE_KEY: undefined, VAPID_SUBJECT: undefined })).toEqual([]);
    only({ PUSH: 'talvez' }, /^PUSH deve ser on ou off/);
  });

  it('need the whole S3 setting once S3_BUCKET is set; the endpoint is optional', () => {
    const s3 = { S3_BUCKET: 'premia-uploads', S3_REGION: 'sa-east-1', S3_ACCESS_KEY_ID: 'AKIA4PREMIA7UPLOADS2', S3_SECRET_ACCESS_KEY: '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' };
    expect(problemsWith(s3)).toEqual([]);
    expect(problemsWith({ ...s3, S3_ENDPOINT: 'http://minio.interno:9000' })).toEqual([]);
    only({ ...s3, S3_REGION: undefined }, /^S3_REGION ausente/);
    only({ ...s3, S3_ACCESS_KEY_ID: undefined }, /^S3_ACCESS_KEY_ID ausente/);
    only({ ...s3, S3_SECRET_ACCESS_KEY: undefined }, /^S3_SECRET_ACCESS_KEY ausente/);
    only({ ...s3, S3_SECRET_ACCESS_KEY: 'minioadmin' }, /^S3_SECRET_ACCESS_KEY é um valor de exemplo/);
    only({ ...s3, S3_ENDPOINT: 'minio:9000' }, /^S3_ENDPOINT deve ser/);
  });

  it('accept /metrics behind a token, on its own port, both or neither; refuse a weak token or a port that is not one', () => {
    const token = 'V7pQ2xL9mR4tK8wZ1cN6bH3jF5dS0gYa';
    for (const metrics of [{}, { METRICS_TOKEN: token }, { METRICS_PORT: '9464' }, { METRICS_TOKEN: token, METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }]) {
      expect(problemsWith(metrics), JSON.stringify(metrics)).toEqual([]);
      expect(checkStartup({ ...READY, ...metrics }).config?.metrics).toMatchObject({ token: metrics.METRICS_TOKEN, port: metrics.METRICS_PORT ? 9464 : undefined });
    }
    expect(checkStartup({ ...READY, METRICS_PORT: '9464' }).config?.metrics.host).toBe('127.0.0.1');
    only({ METRICS_TOKEN: 'token' }, /^METRICS_TOKEN é um valor de exemplo/);
    only({ METRICS_TOKEN: 'abc123' }, /^METRICS_TOKEN fraco/);
    only({ METRICS_PORT: 'noventa' }, /^METRICS_PORT deve ser uma porta/);
    only({ METRICS_PORT: '3000' }, /^METRICS_PORT deve ser diferente de PORT/);
  });
});

describe('the start', () => {
  it('reads PREMIA_MODE: demo by default, and refuses anything but demo or production', () => {
    expect(readMode({})).toBe('demo');
    expect(readMode({ PREMIA_MODE: 'production' })).toBe('production');
    expect(() => readMode({ PREMIA_MODE: 'prod' })).toThrow('PREMIA_MODE deve ser demo ou production (recebido: prod)');
    expect(checkStartup({ PREMIA_MODE: 'prod' })).toEqual({ config: null, refusals: ['Configuração inválida: PREMIA_MODE deve ser demo ou production (recebido: prod)'] });
  });

  it('lists every production refusal at once, and lets the demo start with nothing set', () => {
    const refused = checkStartup({ PREMIA_MODE: 'production' });
    expect(refused.config).toBeNull();
    expect(refused.refusals.length).toBeGreaterThanOrEqual(10);
    expect(checkStartup({}).config).toMatchObject({ mode: 'demo', push: true, databaseUrl: undefined });
    expect(checkStartup(READY).config).toMatchObject({ mode: 'production', publicUrl: 'https://premia.app' });
  });

  it('takes the VAPID pair from the environment only whole and well formed', () => {
    expect(vapidKeysFromEnvironment(READY)).toEqual(vapid);
    expect(vapidKeysFromEnvironment({ VAPID_PUBLIC_KEY: vapid.publicKey })).toBeNull();
    expect(vapidKeysFromEnvironment({ VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: 'abc' })).toBeNull();
  });
});
