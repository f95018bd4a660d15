/**
 * The members part of the generated history, set-based: members joining faster towards the end
 * (a growing app) from several channels, a share invited by an earlier member (with the invite
 * row), their sign-up messages in the outbox, and a weekly rain of envelopes with a budget.
 */
import { type HistoryPlan, INVITED_SHARE } from './plan.ts';

/** The plan's moments as SQL. */
export function timesOf(plan: HistoryPlan) {
  const now = `'${plan.now}'::timestamptz`;
  return { now, start: `(${now} - interval '${plan.days} days')` };
}

const FIRST_NAMES = ['ana', 'joao', 'maria', 'pedro', 'julia', 'lucas', 'beatriz', 'gabriel', 'larissa', 'rafael', 'camila', 'thiago', 'fernanda', 'bruno', 'leticia', 'mateus'];

/** A first name per member number: the console shows usernames (top affiliates), so they read as people. */
const nameOf = (n: string) => `(array[${FIRST_NAMES.map((name) => `'${name}'`).join(',')}])[1 + ${n} % ${FIRST_NAMES.length}]`;

export function membersSql(plan: HistoryPlan, events: number): string[] {
  const { now, start } = timesOf(plan);
  const names = nameOf('n');
  const run = String(Number.parseInt(plan.tag, 16) % 100).padStart(2, '0');
  return [
    // n orders the members by the moment they joined: an inviter is always an earlier member.
    `create temp table hist_m on commit drop as
      select n, joined, channel, inviter_n, weight,
        round(${events}::float8 * weight * life / sum(weight * life) over ())::int as k
      from (
        select n, ${start} + (${now} - ${start}) * sqrt((n - x) / ${plan.members}::float8) as joined,
          case when c < 0.30 then 'google' when c < 0.55 then 'tiktok' when c < 0.73 then 'instagram'
            when c < 0.83 then 'facebook' when c < 0.88 then 'kwai' end as channel,
          case when n > 20 and i < ${INVITED_SHARE} then 1 + floor(y * (n - 1))::int end as inviter_n,
          -ln(1 - w) as weight,
          extract(epoch from ${now} - (${start} + (${now} - ${start}) * sqrt((n - x) / ${plan.members}::float8))) + 3600 as life
        from (select n, random() as x, random() as c, random() as i, random() as y, random() as w from generate_series(1, ${plan.members}) n) s
      ) s`,
    `insert into users (username, password_hash, phone, email, nickname, channel_from, created_at)
      select ${names} || n || '_${plan.tag}', 'historico-sem-login',
        '+55' || (11 + n % 80) || '9' || '${run}' || lpad(n::text, 6, '0'),
        ${names} || n || '_${plan.tag}@historico.exemplo.com.br', initcap(${names}) || ' ' || n, channel, joined
      from hist_m order by n`,
    `create temp table hist_u on commit drop as
      select m.*, u.id as user_id from hist_m m join users u on u.username = ${nameOf('m.n')} || m.n || '_${plan.tag}'`,
    'create index on hist_u (n)',
    `update users u set parent_id = p.user_id from hist_u c join hist_u p on p.n = c.inviter_n where u.id = c.user_id`,
    // A friend completes the profile soon after joining; one invite in ten is refused by the farming guard.
    `insert into invites (inviter_id, friend_id, created_at, qualified_at, outcome, refusal, points)
      select p.user_id, c.user_id, c.joined, q.at, case when q.refused then 'refused' else 'rewarded' end,
        case when q.refused then 'inviter_device' end, case when q.refused then 0 else 100 end
      from hist_u c join hist_u p on p.n = c.inviter_n
      cross join lateral (select least(c.joined + interval '1 minute' * (5 + floor(random() * 55)), ${now}) as at, random() < 0.1 as refused) q`,
  ];
}

export function outboxSql(plan: HistoryPlan): string[] {
  const { now } = timesOf(plan);
  // Messages of the last minutes are still on their way; older ones were sent or died.
  const status = `case when created_at > ${now} - interval '3 minutes' then (case when x < 0.5 then 'pending' else 'failed' end)
    when x < 0.965 then 'sent' else 'dead' end`;
  return [
    `insert into outbox (channel, recipient, subject, body, status, attempts, next_attempt_at, provider, sent_at, last_error, created_at)
      select channel, recipient, subject, body, ${status}, case when x < 0.965 then 1 else 5 end, created_at, 'demo',
        case when x < 0.965 then created_at + interval '2 seconds' end, case when x >= 0.965 then 'número inválido' end, created_at
      from (
        select 'sms' as channel, u.phone as recipient, null as subject, 'Prêmia: seu código de cadastro é ' || (100000 + h.n % 899999) || '. Não compartilhe.' as body,
          h.joined as created_at, random() as x from hist_u h join users u on u.id = h.user_id
        union all
        select 'email', u.email, 'Bem-vindo à Prêmia', 'Olá! Sua conta Prêmia está pronta. Gire a roleta todos os dias e junte pontos.',
          h.joined + interval '1 minute', random() from hist_u h join users u on u.id = h.user_id where h.n % 3 = 0
        union all
        select 'sms', u.phone, null, 'Premia: codigo para trocar a senha ' || (100000 + h.n % 899999) || '. Valido por 10 minutos. Se nao foi voce, ignore esta mensagem e fale com o suporte pelo app.',
          h.joined + (${now} - h.joined) * random(), random() from hist_u h join users u on u.id = h.user_id where h.n % 13 = 0
      ) m order by created_at`,
  ];
}

/** A rain every week of the history, 5 to 50 points an envelope, each with a budget; filled in by ledger-sql.ts. */
export function rainSql(plan: HistoryPlan): string[] {
  const { start } = timesOf(plan);
  const weeks = Math.ceil(plan.days / 7);
  return [
    `insert into markets (type, title, logo, link) values (2, 'Chuva semanal (histórico ${plan.tag})', 'envelope', 'https://exemplo.com.br/chuva')`,
    `create temp table hist_rain on commit drop as select w, ${start} + interval '7 days' * w as starts_at from generate_series(0, ${weeks - 1}) w`,
    `insert into market_periods (market_id, starts_at, ends_at, points, points_max, envelope_cap, points_budget, points_paid, paid_since)
      select (select max(id) from markets where title = 'Chuva semanal (histórico ${plan.tag})'), starts_at, starts_at + interval '7 days',
        5, 50, 200, 0, 0, starts_at from hist_rain order by w`,
    `alter table hist_rain add column period_id bigint`,
    `update hist_rain r set period_id = p.id from market_periods p
      where p.market_id = (select max(id) from markets where title = 'Chuva semanal (histórico ${plan.tag})') and p.starts_at = r.starts_at`,
  ];
}
