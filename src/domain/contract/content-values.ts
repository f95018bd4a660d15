/** Content values the client needs at run time, kept free of zod so pages do not download it. */
export const BANNER_POSITIONS = ['home', 'activity', 'news'] as const;
export type BannerPosition = (typeof BANNER_POSITIONS)[number];

/** addDownloadCount's `uuid` (the locally held pwaUUID) and `channel_from`. */
export const DOWNLOAD_UUID = /^[A-Za-z0-9_-]{8,64}$/;
export const CHANNEL_FROM = /^[A-Za-z0-9_.-]{0,64}$/;

export const ACTIVITY_STATES = ['running', 'upcoming', 'ended'] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];

export const DOWNLOAD_PLATFORMS = ['android', 'ios', 'desktop'] as const;
export type DownloadPlatform = (typeof DOWNLOAD_PLATFORMS)[number];
