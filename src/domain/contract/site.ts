/** Site configuration, tracking scripts, languages and settings (spec §1, §3, §7). */
import { z } from '../zod.ts';
import type { adsAndConfigsAnswer, languagesAnswer, settingsGroupsAnswer, trackingScriptsAnswer } from './answers/site.ts';

export const CONFIG_NAMES = { pageIcon: 'app.ico', clickSound: 'site.Sound' } as const;

/** `configs[]` may come as one string or a list (axios serialises arrays as `configs[]=a&configs[]=b`). */
export const adsAndConfigsQuery = z.object({
  'configs[]': z.union([z.string(), z.array(z.string())]).optional(),
  configs: z.union([z.string(), z.array(z.string())]).optional(),
});

export type ConfigEntry = AdsAndConfigsResponse['configs'][string];

export type Ad = AdsAndConfigsResponse['ads'][number];

export type AdsAndConfigsResponse = z.output<typeof adsAndConfigsAnswer>;

export type TrackingScriptItem = z.output<typeof trackingScriptsAnswer>[number];

export type Language = z.output<typeof languagesAnswer>[number];

export type SettingsGroup = z.output<typeof settingsGroupsAnswer>[number];
