/** server/db/postgres-url.ts: a libpq-style `host=/folder` parameter becomes postgres-js's Unix socket. */
import { describe, expect, it } from 'vitest';
import { postgresConnection } from '../../server/db/postgres-url.ts';

describe('postgresConnection', () => {
  it('takes a socket folder out of the URL and gives it as the host', () => {
    expect(postgresConnection('postgres://premia:s3nha@localhost/premia?host=/var/run/postgresql&sslmode=disable')).toEqual({
      url: 'postgres://premia:s3nha@localhost/premia?sslmode=disable',
      options: { host: '/var/run/postgresql' },
    });
  });

  it('leaves every other URL as it is', () => {
    for (const url of ['postgres://postgres@127.0.0.1:5432/postgres', 'postgres://u@db.example.com/app?host=db2.example.com', 'postgres://u@h/app?application_name=premia']) {
      expect(postgresConnection(url)).toEqual({ url, options: {} });
    }
  });
});
