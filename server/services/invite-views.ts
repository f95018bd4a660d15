/** What the invite pages show: the member's code and figures with the rules, the guest list, the week's ranking. */
import { monthlyAllowance } from './reward-allowance.ts';
import { INVITE_RANKING_SIZE, INVITE_REWARD_POINTS } from '../../src/domain/constants.ts';
import type {
  InviteFiguresView, InviteInfoResponse, InviteRankingResponse, InviteStatus, InvitedFriend, InvitedFriendsPage,
} from '../../src/domain/contract/invites.ts';
import { INVITE_LABELS } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import type { Executor } from '../db/client.ts';
import type { Member } from './member.ts';
import * as repo from '../repositories/invites.ts';
import { listGames } from '../repositories/rewards.ts';
import { maskWinnerName } from '../security/masking.ts';
import { addDays, rewardDay, startOfRewardDay } from './calendar.ts';
import { inviteCodeOf } from './invites.ts';

function toFigures(f: repo.InviteFigures): InviteFiguresView {
  return { invited: f.invited, qualified: f.qualified, rewarded: f.rewarded, points_earned: f.points, chances_earned: f.chances };
}

/** Chest chances (and any other game's) per counted invite, as the rules say them. */
async function chancesPerInvite(db: Executor): Promise<{ total: number; text: string }> {
  const games = (await listGames(db)).filter((g) => g.active && g.perInvite > 0);
  const total = games.reduce((sum, g) => sum + g.perInvite, 0);
  const text = games.map((g) => `${g.perInvite} ${g.perInvite === 1 ? 'chance' : 'chances'} no ${g.name}`).join(' e ');
  return { total, text: text || 'nenhuma chance extra' };
}

export async function inviteInfo(ctx: AppContext, member: Member): Promise<InviteInfoResponse> {
  const userId = member.user.id;
  const code = await inviteCodeOf(ctx.db, userId);
  const chances = await chancesPerInvite(ctx.db);
  const allowance = await monthlyAllowance(ctx.db);
  const rules = INVITE_LABELS.rules.map((rule) => (rule.includes('{{allowance}}') && allowance === 0 ? INVITE_LABELS.noAllowance : rule)
    .replace('{{points}}', String(INVITE_REWARD_POINTS)).replace('{{chances}}', chances.text).replace('{{allowance}}', allowance.toLocaleString('pt-BR')));
  return { code, figures: toFigures(await repo.inviteFigures(ctx.db, userId)), reward_points: INVITE_REWARD_POINTS, reward_chances: chances.total, rules,
    has_inviter: member.user.parentId !== null };
}

function statusOf(row: repo.FriendRow): InviteStatus {
  if (row.outcome === 'rewarded') return 'rewarded';
  if (row.outcome === 'pending') return 'pending';
  if (row.outcome === 'refused') return 'not_rewarded';
  // Friends bound before invites counted on completion may be complete without a decision.
  return row.profileComplete ? 'complete' : 'registered';
}

function toFriend(row: repo.FriendRow): InvitedFriend {
  return {
    id: row.id,
    name_masked: maskWinnerName(row.username),
    registered_at: row.createdAt.toISOString(),
    qualified_at: row.qualifiedAt?.toISOString() ?? null,
    status: statusOf(row),
    reason: row.refusal ? INVITE_LABELS.refusal[row.refusal] : null,
    points: row.points,
  };
}

export async function invitedFriends(ctx: AppContext, member: Member, page: number, pageSize: number): Promise<InvitedFriendsPage> {
  const userId = member.user.id;
  const rows = await repo.listFriends(ctx.db, userId, (page - 1) * pageSize, pageSize + 1);
  return {
    list: rows.slice(0, pageSize).map(toFriend),
    page,
    page_size: pageSize,
    hasMore: rows.length > pageSize,
    figures: toFigures(await repo.inviteFigures(ctx.db, userId)),
  };
}

/** Monday to Sunday in São Paulo, as ISO days. */
export function rewardWeek(now: Date): { start: string; end: string } {
  const today = rewardDay(now);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const start = addDays(today, -((weekday + 6) % 7));
  return { start, end: addDays(start, 6) };
}

export async function inviteRanking(ctx: AppContext): Promise<InviteRankingResponse> {
  const week = rewardWeek(ctx.now());
  const rows = await repo.topInviters(ctx.db, startOfRewardDay(week.start), startOfRewardDay(addDays(week.end, 1)), INVITE_RANKING_SIZE);
  return {
    week_start: week.start,
    week_end: week.end,
    list: rows.map((row, i) => ({ rank: i + 1, name_masked: maskWinnerName(row.username), invites: row.invites })),
  };
}
