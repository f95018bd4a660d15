/**
 * RTP readings from outside: a batch of readings (an operator's or a feed's), a CSV the console
 * uploads, and the feeds that post readings with their own key. What the calls take
 * (ops-calls/rtp.ts) and the schemas of what they answer; the answer types are the schemas' own.
 */
import { z } from '../zod.ts';
import { SERVER_MESSAGES as S } from '../messages.pt.ts';
import { OPS_RTP_MESSAGES as M } from '../ops-rtp.pt.ts';
import { bool, iso, num, object, str } from './answer-parts.ts';
import { RTP_BATCH_MAX } from './rtp-values.ts';

export const RTP_CSV_MAX_CHARS = 500_000;
export const RTP_CSV_MAX_ROWS = 5_000;
export const RTP_FEED_NAME_MIN = 2;
export const RTP_FEED_NAME_MAX = 60;
/** The header a feed sends its key in. */
export const FEED_KEY_HEADER = 'x-feed-key';

/** `{{name}}` of a message filled in (the contract cannot use the server's templates). */
export const fillText = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

/** ISO 8601 with a zone (Z or ±hh:mm) and a real date: '2026-02-30T…' is refused. */
export function isIsoTime(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.exec(text);
  if (!match || Number.isNaN(new Date(text).getTime())) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/** One reading of a batch: the game's id, the RTP in percent and an ISO time with its zone. */
const rtpReadingItem = z.object({
  game_id: z.number({ error: S.rtpReasonShape }).int(S.rtpReasonShape).positive(S.rtpReasonShape),
  value: z.number({ error: S.rtpReasonShape }).min(0, S.rtpReasonValue).max(100, S.rtpReasonValue),
  at: z.string({ error: S.rtpReasonShape }).refine(isIsoTime, S.rtpReasonTime),
});
export type RtpReadingInput = z.output<typeof rtpReadingItem>;

/** The refusal of a whole batch, naming its bad reading (1-based). */
export const batchRefusal = (index: number, reason: string) => fillText(S.rtpBatchInvalid, { index: index + 1, reason });

/**
 * `{ readings: [{ game_id, value, at }] }`, all or nothing. Each reading is checked on its own so
 * the refusal names the bad one; the server adds what needs it (a known game, not in the future).
 */
export const rtpReadingsBody = z.object({
  readings: z
    .array(z.unknown(), { error: fillText(M.readingsCount, { max: RTP_BATCH_MAX }) })
    .min(1, fillText(M.readingsCount, { max: RTP_BATCH_MAX }))
    .max(RTP_BATCH_MAX, fillText(M.readingsCount, { max: RTP_BATCH_MAX }))
    .transform((items, ctx) => {
      const readings: RtpReadingInput[] = [];
      for (const [index, item] of items.entries()) {
        const parsed = rtpReadingItem.safeParse(item);
        if (!parsed.success) {
          ctx.addIssue({ code: 'custom', message: batchRefusal(index, parsed.error.issues[0]?.message ?? S.rtpReasonShape) });
          return z.NEVER;
        }
        readings.push(parsed.data);
      }
      return readings;
    }),
});
export type RtpReadingsRequest = z.input<typeof rtpReadingsBody>;

export const rtpReadingsAnswer = object({ inserted: num });

/** The CSV's text as the console read it (pasted or from a file). */
export const rtpCsvBody = z.object({
  csv: z
    .string({ error: M.csvRequired })
    .max(RTP_CSV_MAX_CHARS, fillText(M.csvTooLong, { max: RTP_CSV_MAX_CHARS.toLocaleString('pt-BR') }))
    .refine((text) => text.trim().length > 0, M.csvRequired),
});

/** A problem of the CSV: its line (1 is the header) and column (null for the whole line). */
const csvProblem = object({ line: num, column: str.nullable(), message: str });
export type RtpCsvProblem = z.output<typeof csvProblem>;

/** What an import would write: the first readings as read, and every problem (capped). */
export const rtpCsvPreviewAnswer = object({
  rows: num,
  readings: z.array(object({ line: num, game_id: num, game: str, value: num, at: iso })),
  errors: z.array(csvProblem),
  more_errors: num,
});
export type RtpCsvPreview = z.output<typeof rtpCsvPreviewAnswer>;

export const rtpFeedName = z
  .string({ error: M.feedNameInvalid })
  .trim()
  .min(RTP_FEED_NAME_MIN, M.feedNameInvalid)
  .max(RTP_FEED_NAME_MAX, M.feedNameInvalid);

export const rtpFeedCreateBody = z.object({ name: rtpFeedName });
export const rtpFeedIdParams = z.object({ id: z.coerce.number({ error: M.feedUnknown }).int(M.feedUnknown).positive(M.feedUnknown) });

/** `live`: not revoked and delivered within the live window (the RTP tab then says it updates itself). */
const rtpFeed = object({ id: num, name: str, created_at: iso, last_reading_at: iso.nullable(), revoked_at: iso.nullable(), live: bool });
export type RtpFeed = z.output<typeof rtpFeed>;

export const rtpFeedListAnswer = object({ list: z.array(rtpFeed) });
/** `key` is shown this once: only its SHA-256 is kept. */
export const rtpFeedCreatedAnswer = object({ feed: rtpFeed, key: str });
export const rtpFeedAnswer = rtpFeed;
