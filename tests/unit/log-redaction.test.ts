// @vitest-environment node
/** The log's safety layers one by one (server/http/logging.ts); the whole journey: tests/server/log-secrets.test.ts. */
import { DrizzleQueryError } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { accessLogUrl, loggerOptions, maskContacts, serializeError } from '../../server/http/logging.ts';
import { maskPhoneForLog } from '../../server/security/masking.ts';

describe('maskPhoneForLog', () => {
  it('keeps the country, the area code, the first digit and the last four', () => {
    expect(maskPhoneForLog('+5511987654321')).toBe('+55 11 9****-4321');
    expect(maskPhoneForLog('+351912345678')).toBe('+351 91 2**-5678');
  });
});

describe('maskContacts, over a finished line', () => {
  it('masks E.164 numbers, bearer tokens and e-mail addresses, not other digits', () => {
    const line = JSON.stringify({ time: 1795902938216, msg: 'Twilio 400: The To number +5521987660007 is invalid', note: 'Bearer abc.def-ghi to maria.silva@exemplo.com.br', id: 12345678901 });
    const masked = maskContacts(line);
    expect(masked).not.toContain('+5521987660007');
    expect(masked).toContain('+55 21 9****-0007');
    expect(masked).not.toContain('abc.def-ghi');
    expect(masked).not.toContain('maria.silva@');
    expect(masked).toContain('m***@exemplo.com.br');
    expect(masked).toContain('1795902938216');
    expect(masked).toContain('12345678901');
  });
});

describe('accessLogUrl', () => {
  it('keeps the path and the query names, never their values', () => {
    expect(accessLogUrl('/api/ops/outbox?recipient=21987660006&page=2')).toBe('/api/ops/outbox?recipient=…&page=…');
    expect(accessLogUrl('/api/languages')).toBe('/api/languages');
  });
});

describe('serializeError', () => {
  it('drops the values of a failed statement, in the error and its cause', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_phone"'), { code: '23505', detail: 'Key (phone)=(+5511987654321) already exists.' });
    const error = new DrizzleQueryError('insert into "users" ("phone", "password_hash") values ($1, $2)', ['+5511987654321', 'scrypt$hash'], cause);
    const text = JSON.stringify(serializeError(error));
    expect(text).not.toContain('5511987654321');
    expect(text).not.toContain('scrypt$hash');
    expect(text).toContain('insert into \\"users\\"');
    expect(text).toContain('23505');
  });
});

describe('the logger', () => {
  it('blanks headers and body fields that hold secrets when an object with them is logged', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: loggerOptions({ write: (line) => void lines.push(line) }) });
    app.log.info({
      req: { headers: { authorization: 'Bearer tok-123456', cookie: 'premia_refresh=ref-123456', 'x-ops-secret': 'ops-123456' } },
      body: { password: 'Senha2026x', confirm_password: 'Senha2026x', sms_code: '482913', code: '482913', token: 'tok-654321' },
      err: { code: 'ECONNREFUSED' },
    }, 'pedido');
    await app.close();
    const text = lines.join('');
    for (const secret of ['tok-123456', 'ref-123456', 'ops-123456', 'Senha2026x', '482913', 'tok-654321']) expect(text).not.toContain(secret);
    // An error's code is not a secret: it stays readable.
    expect(text).toContain('ECONNREFUSED');
  });
});
