/** Business constants of spec §9. Every timing and limit in client, server and scenes comes from here. */
export const REQUEST_TIMEOUT_MS = 120_000;
export const NETWORK_TIMEOUT_MS = 60_000;
export const TOAST_DURATION_MS = 2_000;
/** 401/402: the server message appears this long after the redirect to login. */
export const SESSION_MESSAGE_DELAY_MS = 1_000;
/** Statuses outside the table: message first, reject after this delay. */
export const REJECT_DELAY_MS = 1_000;
export const PAGE_LOAD_DELAY_MS = 200;
export const PAGE_LOAD_TIMEOUT_MS = 60_000;

export const WIDGET_SIZE_PX = 67.5;
export const TAP_THRESHOLD_PX = 5;
export const ENVELOPE_POOL_SIZE = 50;
export const ENVELOPE_SPAWN_INTERVAL_MS = 300;
export const ENVELOPE_FALL_MIN_MS = 5_000;
export const ENVELOPE_FALL_MAX_MS = 8_000;
export const COUNTDOWN_TICK_MS = 1_000;
export const WEBSOCKET_RECONNECT_MS = 3_000;

export const USERNAME_MIN = 5;
export const USERNAME_MAX = 18;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
export const WITHDRAWAL_PASSWORD_LENGTH = 6;
export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 11;
export const MEMBER_ACCOUNT_MIN = 4;
/** The longest account the wallet form takes. */
export const MEMBER_ACCOUNT_MAX = 64;
export const FEEDBACK_MAX_UPLOADS = 9;
export const POINTS_HISTORY_RANGES_DAYS = [1, 7, 15, 30] as const;

export const TAB_BAR_HEIGHT_PX = 64;
export const FALLBACK_LANGUAGE = 'pt';

/** Our own choices where the spec is silent (recorded in docs/architecture.md). */
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_SECONDS = 600;
export const SMS_RESEND_SECONDS = 60;
export const CAPTCHA_TTL_SECONDS = 120;
export const CAPTCHA_TOLERANCE_PX = 6;
export const CAPTCHA_WIDTH = 300;
export const CAPTCHA_HEIGHT = 160;
export const CAPTCHA_PIECE_SIZE = 44;
export const MIN_AGE_YEARS = 18;
/** Promo widgets: the longest a rain plays on the member's screen, even if its period is longer. */
export const RAIN_PLAY_MAX_MS = 20_000;
/**
 * Envelope claims go in batches: the rain sends what the member collected once a
 * second, at most this many keys a request (a member taps fewer than that in a second).
 */
export const RAIN_BATCH_MAX = 10;
export const RAIN_BATCH_EVERY_MS = COUNTDOWN_TICK_MS;
/** A batch that got no answer (network) is sent again, same keys, this many times in all. */
export const RAIN_BATCH_TRIES = 3;
/** channel_from of promo links when the member came without one (our choice: the app's name). */
export const PROMO_CHANNEL_FALLBACK = 'premia';
/** Uploads: one image file, one request, and what the browser shrinks a photo to first. */
export const UPLOAD_MAX_FILE_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_FILES = 9;
export const UPLOAD_MAX_SIDE_PX = 1600;
export const UPLOAD_THUMB_SIDE_PX = 320;
export const FEEDBACK_MAX_CHARS = 2000;
/** Invites: points for each friend who completes the profile (chest chances: reward_games.per_invite). */
export const INVITE_REWARD_POINTS = 100;
/** Invite codes: this many characters, no 0/O/1/I/L to misread. */
export const INVITE_CODE_LENGTH = 8;
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_RANKING_SIZE = 10;
