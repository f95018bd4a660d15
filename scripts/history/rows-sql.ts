/**
 * Writes the generated events (ledger-sql.ts) into the real tables, each row as its flow writes
 * it (services/draws.ts, wallet.ts, invites.ts, markets.ts: the keys the dashboard reads the
 * category from), then the members' points as their ledger's sum.
 */
import type { HistoryPlan } from './plan.ts';
import { timesOf } from './members-sql.ts';

export function insertRowsSql(plan: HistoryPlan): string[] {
  const { start } = timesOf(plan);
  const mine = `'h${plan.tag}-' || l.seq`;
  return [
    `insert into points_ledger (id, user_id, amount, source, reason, reference, idempotency_key, balance_after, created_at) overriding system value
      select l.id, l.user_id, l.amount,
        case when l.kind = 'draw' then (case l.game when 'wheel' then 'wheel' when 'giftbox' then 'draw' else 'chest' end)
          when l.kind = 'invite' then 'invite' when l.kind = 'share' then 'share' else 'other' end,
        case l.kind when 'draw' then 'Sorteio: ' || l.label when 'invite' then 'Convite de amigo' when 'share' then 'Compartilhamento aprovado'
          when 'task' then 'Tarefa concluída' when 'rain' then 'Chuva de envelopes' when 'manual' then 'Ajuste da equipe'
          when 'debit' then 'Ajuste da equipe' when 'withdrawal' then 'Saque' else 'Estorno de saque' end,
        case when l.kind = 'draw' then 'draw:' || l.game || ':' || l.draw_number when l.kind = 'invite' then 'invite:' || l.friend_id end,
        case l.kind when 'draw' then 'draw:' || l.game || ':' || l.draw_number when 'invite' then 'invite:' || l.friend_id
          when 'task' then 'task:' || ${mine} when 'share' then 'share:' || ${mine}
          when 'rain' then 'envelopes:' || r.period_id || ':' || ${mine} when 'manual' then 'ops-member:' || ${mine} when 'debit' then 'ops-member:' || ${mine}
          when 'withdrawal' then 'withdraw:' || ${mine} else 'withdraw-refund:' || l.wid end,
        l.balance, l.t
      from hist_l l left join hist_rain r on l.kind = 'rain' and r.w = floor(extract(epoch from l.t - ${start}) / 604800)::int
      where l.amount <> 0 order by l.id`,
    `insert into draws (user_id, game, draw_number, client_key, prize_id, prize_index, prize_kind, prize_label, prize_points, prize_icon, prize_color,
        weights, seed, commitment_hash, next_commitment_hash, status, chances_left, balance_after, ledger_entry_id, created_at)
      select l.user_id, l.game, l.draw_number, ${mine}, l.prize_id, l.idx, l.prize_kind, l.label, l.amount, l.icon, l.color, l.weights,
        md5(l.seq || 'seed' || l.user_id), md5(l.seq || 'c' || l.user_id), md5(l.seq || 'n' || l.user_id),
        case l.prize_kind when 'points' then 'success' when 'nothing' then 'none' else 'pending' end, 0, l.balance, l.id, l.t
      from hist_l l where l.kind = 'draw' order by l.t, l.user_id, l.seq2`,
    // The next draw of a member goes on from the history's count (unique user, game, draw number).
    `insert into draw_chances (user_id, game, draw_count, next_seed)
      select user_id, game, max(draw_number), md5(random()::text) || md5(random()::text) from hist_l where kind = 'draw' group by user_id, game
      on conflict (user_id, game) do update set draw_count = greatest(draw_chances.draw_count, excluded.draw_count)`,
    `insert into withdrawals (id, user_id, request_key, conversion_type_id, type_name, platform, unit, account, amount, points, status, remark,
        debit_entry_id, refund_entry_id, created_at, decided_at) overriding system value
      select w.wid, w.user_id, 'h${plan.tag}-' || w.seq, w.type_id, w.name, w.platform, w.unit, 'chave-pix-' || w.user_id, greatest(1, w.points / w.rate), w.points, w.status,
        case when w.status = 'failed' then 'Dados da conta não conferem' end, d.id, rf.id, w.t, case when w.status <> 'progress' then w.decided_at end
      from hist_w w join hist_l d on d.user_id = w.user_id and d.seq2 = w.seq * 2
      left join hist_l rf on rf.user_id = w.user_id and rf.seq2 = w.seq * 2 + 1
      order by w.wid`,
    `insert into rain_claims (user_id, period_id, envelope_key, points, created_at)
      select l.user_id, r.period_id, ${mine}, l.amount, l.t
      from hist_l l join hist_rain r on r.w = floor(extract(epoch from l.t - ${start}) / 604800)::int where l.kind = 'rain' order by l.t`,
    // Each rain paid what its envelopes hold; its budget was a little more (the last one is still running).
    `update market_periods p set points_paid = c.paid, points_budget = ceil(c.paid * 1.15 / 1000) * 1000
      from (select r.period_id, coalesce(sum(c.points), 0) as paid from hist_rain r left join rain_claims c on c.period_id = r.period_id group by r.period_id) c
      where p.id = c.period_id`,
    `update users u set points = b.points from (select user_id, sum(amount) as points from hist_l group by user_id) b where u.id = b.user_id`,
  ];
}

/** Ids taken above: the identity sequences go on after them. */
export function sequencesSql(): string[] {
  return ['points_ledger', 'withdrawals'].map((table) =>
    `select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`);
}

/** Members of this run whose points differ from their ledger's sum (0 when the invariant holds). */
export function invariantSql(): string {
  return `select count(*)::int as broken, (select count(*)::int from hist_u) as members from hist_u h join users u on u.id = h.user_id
    left join (select user_id, sum(amount) as total, min(balance_after) as lowest from points_ledger
      where user_id in (select user_id from hist_u) group by user_id) l on l.user_id = h.user_id
    where u.points <> coalesce(l.total, 0) or coalesce(l.lowest, 0) < 0`;
}
