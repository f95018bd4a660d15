/**
 * RTP market: the market list, sponsors and a sponsor's page. Readings are written by
 * rtp-readings.ts; whether the tab may say it updates itself comes from the feeds (rtp-feeds.ts).
 */
import type { rtpMarketQuery } from '../../src/domain/contract/sponsors.ts';
import {
  RTP_CHART_READINGS, type RtpMarketResponse, type RtpMarketRow, type SponsorGame, type SponsorInfoResponse, type SponsorSummary,
} from '../../src/domain/contract/sponsors.ts';
import type { z } from 'zod';
import { SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import { refused } from './refusal.ts';
import * as repo from '../repositories/sponsors.ts';
import { readingFreshness } from './rtp-feeds.ts';

const percent = (bp: number | null) => (bp === null ? null : bp / 100);
const iso = (at: Date | null) => (at ? at.toISOString() : null);

interface ReadingColumns {
  game: repo.GameRow;
  valueBp: number | null;
  changeBp: number | null;
  measuredAt: Date | null;
}

function gameFields({ game, valueBp, changeBp, measuredAt }: ReadingColumns) {
  return {
    game_id: game.id, name: game.name, type: game.type, image: game.image,
    rtp: percent(valueBp), change: percent(changeBp), measured_at: iso(measuredAt), demo: game.demo,
  };
}

export async function rtpMarket(ctx: AppContext, query: z.output<typeof rtpMarketQuery>): Promise<RtpMarketResponse> {
  const rows = await repo.marketRows(ctx.db, {
    keyword: query.keyword, sort: query.sort, order: query.order,
    ...(query.sponsor_id ? { sponsorId: query.sponsor_id } : {}), ...(query.type ? { type: query.type } : {}),
    limit: query.page_size, offset: (query.page - 1) * query.page_size,
  });
  const list: RtpMarketRow[] = rows.map((row) => ({ ...gameFields(row), sponsor: row.sponsor }));
  const total = rows[0]?.total ?? (query.page === 1 ? 0 : await countMatching(ctx, query));
  const freshness = await readingFreshness(ctx);
  return { list, page: query.page, page_size: query.page_size, total, hasMore: query.page * query.page_size < total, ...freshness };
}

/** A page past the end has no row to carry the window count: ask once more for page 1's total. */
async function countMatching(ctx: AppContext, query: z.output<typeof rtpMarketQuery>): Promise<number> {
  const first = await rtpMarket(ctx, { ...query, page: 1, page_size: 1 });
  return first.total;
}

function toSummary(row: repo.SponsorRow, games: number): SponsorSummary {
  return { id: row.id, name: row.name, logo: row.logo, description: row.description, link: row.link, games, demo: row.demo };
}

export async function sponsorList(ctx: AppContext): Promise<SponsorSummary[]> {
  return (await repo.listSponsors(ctx.db)).map((row) => toSummary(row.sponsor, row.games));
}

export async function sponsorInfo(ctx: AppContext, id: number, gameId?: number): Promise<SponsorInfoResponse> {
  const sponsor = await repo.findSponsor(ctx.db, id);
  if (!sponsor) throw refused(S.sponsorNotFound);
  const rows = await repo.gamesOfSponsor(ctx.db, id);
  const games: SponsorGame[] = rows.map((row) => ({ ...gameFields(row), featured: row.game.featured }));
  // The asked game if it is this sponsor's, else the featured one (listed first).
  const charted = games.find((game) => game.game_id === gameId) ?? games[0];
  const chart = charted
    ? {
        game_id: charted.game_id, name: charted.name,
        readings: (await repo.lastReadings(ctx.db, charted.game_id, RTP_CHART_READINGS)).map((r) => ({ at: r.measuredAt.toISOString(), rtp: r.valueBp / 100 })),
      }
    : null;
  return { sponsor: toSummary(sponsor, games.length), games, chart };
}
