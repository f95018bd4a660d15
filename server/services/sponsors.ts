/**
 * RTP market: the market list, sponsors, a sponsor's page, and the operator feed of
 * readings. A batch of readings is checked whole before anything is written: one bad reading
 * refuses the batch and nothing changes.
 */
import type {
  rtpMarketQuery} from '../../src/domain/contract/sponsors.ts';
import {
  RTP_CHART_READINGS, type RtpMarketResponse, type RtpMarketRow, type RtpReadingsReceipt, rtpReading, type SponsorGame, type SponsorInfoResponse, type SponsorSummary,
} from '../../src/domain/contract/sponsors.ts';
import type { z } from 'zod';
import { SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import { refused } from './refusal.ts';
import { fill } from '../messaging/templates.ts';
import * as repo from '../repositories/sponsors.ts';

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
  return { list, page: query.page, page_size: query.page_size, total, hasMore: query.page * query.page_size < total };
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

/** Checks every reading, then writes them in one statement. */
export async function addReadings(ctx: AppContext, readings: unknown[]): Promise<RtpReadingsReceipt> {
  const now = ctx.now();
  const parsed = readings.map((raw, index) => parseReading(raw, index, now));
  const known = await repo.existingGameIds(ctx.db, [...new Set(parsed.map((r) => r.game_id))]);
  parsed.forEach((reading, index) => {
    if (!known.has(reading.game_id)) throw invalidReading(index, fill(S.rtpReasonGame, { game: reading.game_id }));
  });
  const inserted = await repo.insertReadings(
    ctx.db,
    parsed.map((r) => ({ gameId: r.game_id, valueBp: Math.round(r.value * 100), measuredAt: new Date(r.at), createdAt: now })),
  );
  return { inserted };
}

const invalidReading = (index: number, reason: string) => refused(fill(S.rtpBatchInvalid, { index: index + 1, reason }));

function parseReading(raw: unknown, index: number, now: Date): z.output<typeof rtpReading> {
  const result = rtpReading.safeParse(raw);
  if (!result.success) throw invalidReading(index, S.rtpReasonShape);
  const reading = result.data;
  if (!Number.isFinite(reading.value) || reading.value < 0 || reading.value > 100) throw invalidReading(index, S.rtpReasonValue);
  if (!isIsoTime(reading.at) || new Date(reading.at).getTime() > now.getTime() + FUTURE_SLACK_MS) throw invalidReading(index, S.rtpReasonTime);
  return reading;
}

/** A feed's clock may run a little ahead of ours; a reading from further in the future is a mistake. */
const FUTURE_SLACK_MS = 5 * 60_000;

/** ISO 8601 with a zone (Z or ±hh:mm) and a real date: '2026-02-30T…' is refused. */
function isIsoTime(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.exec(text);
  if (!match) return false;
  const time = new Date(text);
  if (Number.isNaN(time.getTime())) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}
