/**
 * The crowd of `npm run bench:peak`, made in bulk: one statement writes N visitors, N members with
 * a complete profile and N member sessions (set-based SQL, seconds instead of N sign-ups). The
 * sessions are stored as the server stores them (repositories/sessions.ts): the SHA-256 hex of the
 * bearer token, with an access expiry; the tokens themselves exist only in this process.
 */
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

export interface CrowdMember {
  memberId: number;
  visitorId: number;
  token: string;
}

/** A day: longer than any run, as the app's renewals would keep a token alive. */
const TOKEN_MS = 24 * 60 * 60_000;

export async function makeCrowd(databaseUrl: string, count: number): Promise<CrowdMember[]> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const tag = randomBytes(3).toString('hex');
  try {
    const rows = await sql<Array<{ member_id: string; visitor_id: string; token: string }>>`
      with n as (
        select i, 'peak' || ${tag} || i as name, replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') as token
        from generate_series(1, ${count}::int) as i
      ), v as (
        insert into visitors (device_id, last_ip, created_at)
        select 'peak-' || name, '127.0.0.1', now() from n
        returning id, substr(device_id, 6) as name
      ), u as (
        insert into users (username, password_hash, phone, email, nickname, real_name, birth_date, created_at)
        select name, 'bench-no-login', '8' || ${tag} || lpad(i::text, 6, '0'), name || '@exemplo.com.br', 'Pico ' || i, 'Pessoa de Teste', '1990-01-01', now()
        from n
        returning id, username
      ), s as (
        insert into sessions (token_hash, user_id, visitor_id, created_at, last_seen_at, access_expires_at)
        select encode(sha256(convert_to(n.token, 'UTF8')), 'hex'), u.id, v.id, now(), now(), now() + ${`${TOKEN_MS} milliseconds`}::interval
        from n join u on u.username = n.name join v on v.name = n.name
        returning user_id, visitor_id
      )
      select s.user_id as member_id, s.visitor_id, n.token
      from s join u on u.id = s.user_id join n on n.name = u.username
      order by s.user_id`;
    return rows.map((row) => ({ memberId: Number(row.member_id), visitorId: Number(row.visitor_id), token: row.token }));
  } finally {
    await sql.end();
  }
}
