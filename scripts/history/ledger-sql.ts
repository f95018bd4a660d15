/**
 * The points part of the generated history, set-based. Each member gets events at random moments
 * after joining (plus the inviter's reward for each friend). An event is a debit candidate when its
 * random `r` is below DEBIT_SHARE and the previous event's is not: so a debit always follows a
 * credit, and it takes at most the credits since the member's previous debit (its "segment"). The
 * segments of one member are disjoint, so the balance never goes below zero, without reading it
 * row by row; a debit whose segment holds nothing (only draws of no points) is dropped. A refused
 * withdrawal's refund is a credit, which never lowers a balance. Ids are given here (the tables
 * are locked), so the draws, withdrawals and refunds name their ledger rows in the same pass.
 */
import { DEBIT_SHARE, DRAW_SHARE, type HistoryPlan } from './plan.ts';
import { timesOf } from './members-sql.ts';

/** A drawable prize of a game, with its slice [lo, hi) of the game's total weight. */
export interface PrizeSlice { game: string; index: number; id: number; kind: string; points: number; label: string; icon: string; color: string; lo: number; hi: number }
/** A game members play, its slice of all draws and its table's weights (as a draw records them). */
export interface GameSlice { game: string; lo: number; hi: number; weights: number[] }
export interface WithdrawalType { id: number; name: string; platform: string; unit: string; rate: number; lo: number; hi: number }

const text = (value: string) => `'${value.replaceAll("'", "''")}'`;

export function tablesSql(prizes: PrizeSlice[], games: GameSlice[], types: WithdrawalType[]): string[] {
  return [
    `create temp table hist_prizes on commit drop as select * from (values ${prizes.map((p) =>
      `(${text(p.game)}, ${p.index}, ${p.id}::bigint, ${text(p.kind)}, ${p.points}, ${text(p.label)}, ${text(p.icon)}, ${text(p.color)}, ${p.lo}::float8, ${p.hi}::float8)`).join(', ')})
      as t(game, idx, id, kind, points, label, icon, color, lo, hi)`,
    `create temp table hist_games on commit drop as select * from (values ${games.map((g) =>
      `(${text(g.game)}, ${g.lo}::float8, ${g.hi}::float8, '{${g.weights.join(',')}}'::int[])`).join(', ')}) as t(game, lo, hi, weights)`,
    `create temp table hist_types on commit drop as select * from (values ${types.map((t) =>
      `(${t.id}::bigint, ${text(t.name)}, ${text(t.platform)}, ${text(t.unit)}, ${t.rate}, ${t.lo}::float8, ${t.hi}::float8)`).join(', ')})
      as t(id, name, platform, unit, rate, lo, hi)`,
  ];
}

/** Shares of the events that are not draws nor debits, in this order; the rest are manual credits. */
const TASK = 0.45;
const SHARE = 0.15;
const RAIN = 0.3;

export function eventsSql(plan: HistoryPlan): string[] {
  const { now } = timesOf(plan);
  const other = (share: number) => DRAW_SHARE + (1 - DRAW_SHARE) * share;
  return [
    `create temp table hist_ev on commit drop as
      select c.user_id, c.joined + (${now} - c.joined) * random() as t, random() as r, random() as u, random() as v, random() as a, random() as g,
        null::bigint as friend_id
      from hist_u c cross join lateral generate_series(1, c.k) e
      union all
      select i.inviter_id, i.qualified_at, 1, 1, 1, 1, 1, i.friend_id from invites i join hist_u c on c.user_id = i.friend_id where i.outcome = 'rewarded'`,
    `create temp table hist_k on commit drop as
      select e.*, row_number() over w as seq, coalesce(e.r < ${DEBIT_SHARE} and lag(e.r) over w >= ${DEBIT_SHARE}, false) as is_debit
      from hist_ev e window w as (partition by user_id order by t)`,
    `create temp table hist_c on commit drop as
      select k.user_id, k.t, k.seq, k.a, k.v, k.kind, k.friend_id, gm.game, gm.weights, p.idx, p.id as prize_id, p.kind as prize_kind, p.label, p.icon, p.color,
        case k.kind when 'draw' then p.points when 'task' then 20 + floor(k.a * 181)::int when 'share' then 50 + floor(k.a * 51)::int
          when 'rain' then 5 + floor(k.a * 46)::int when 'manual' then 50 + floor(k.a * 451)::int when 'invite' then 100 else 0 end as credit
      from (
        select k.*, case when k.is_debit then 'debit' when k.friend_id is not null then 'invite' when k.u < ${DRAW_SHARE} then 'draw'
          when k.u < ${other(TASK)} then 'task' when k.u < ${other(TASK + SHARE)} then 'share' when k.u < ${other(TASK + SHARE + RAIN)} then 'rain'
          else 'manual' end as kind
        from hist_k k
      ) k
      left join hist_games gm on k.kind = 'draw' and k.g >= gm.lo and k.g < gm.hi
      left join hist_prizes p on p.game = gm.game and k.v >= p.lo and k.v < p.hi`,
    // grp: the debits before an event; a debit is the last event of its group, after the credits it may take.
    `create temp table hist_f on commit drop as
      select s.*, case when s.kind <> 'debit' then s.kind when s.a < 0.75 and s.seg >= 1000 then 'withdrawal'
          when floor((0.3 + 0.7 * s.v) * s.seg) >= 1 then 'debit' else 'dropped' end as final_kind,
        case when s.kind <> 'debit' then s.credit when s.a < 0.75 and s.seg >= 1000
          then -least(50000, greatest(1000, 100 * floor((0.5 + 0.5 * s.v) * s.seg / 100)))::int
          else -floor((0.3 + 0.7 * s.v) * s.seg)::int end as amount
      from (
        select c.*, sum(c.credit) over (partition by c.user_id, c.grp) as seg
        from (select c.*, count(*) filter (where c.is_debit_row) over (partition by c.user_id order by c.t, c.seq rows between unbounded preceding and 1 preceding) as grp
          from (select *, kind = 'debit' as is_debit_row from hist_c) c) c
      ) s`,
  ];
}

export function withdrawalsSql(plan: HistoryPlan, withdrawalBase: number): string[] {
  const { now } = timesOf(plan);
  // Requests of the last day and a half mostly still wait; older ones were paid, one in seven refused.
  return [
    `create temp table hist_w on commit drop as
      select f.user_id, f.t, f.seq, -f.amount as points, ${withdrawalBase} + row_number() over (order by f.t, f.user_id, f.seq) as wid,
        case when f.t > ${now} - interval '36 hours' and x < 0.7 then 'progress' when y < 0.15 then 'failed' else 'success' end as status,
        greatest(f.t + interval '1 second', least(f.t + interval '1 hour' * (1 + floor(z * 30)), ${now} - interval '1 minute')) as decided_at,
        ty.id as type_id, ty.name, ty.platform, ty.unit, ty.rate
      from (select *, random() as x, random() as y, random() as z, random() as q from hist_f where final_kind = 'withdrawal') f
      join hist_types ty on f.q >= ty.lo and f.q < ty.hi`,
  ];
}

export function ledgerRowsSql(ledgerBase: number): string[] {
  return [
    `create temp table hist_l on commit drop as
      select x.*, sum(x.amount) over (partition by x.user_id order by x.t, x.seq2) as balance,
        case when x.amount <> 0 then ${ledgerBase} + row_number() over (partition by x.amount <> 0 order by x.t, x.user_id, x.seq2) end as id,
        case when x.kind = 'draw' then row_number() over (partition by x.user_id, x.game order by x.t, x.seq2) end as draw_number
      from (
        select f.user_id, f.t, f.seq * 2 as seq2, f.seq, f.final_kind as kind, f.amount, f.friend_id, f.game, f.weights, f.idx, f.prize_id, f.prize_kind,
          f.label, f.icon, f.color, null::bigint as wid
        from hist_f f where f.final_kind <> 'dropped'
        union all
        select w.user_id, w.decided_at, w.seq * 2 + 1, w.seq, 'refund', w.points, null, null, null, null, null, null, null, null, null, w.wid
        from hist_w w where w.status = 'failed'
      ) x`,
  ];
}
