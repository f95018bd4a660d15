/** Site configuration, tracking scripts, languages and settings (spec §1, §3, §7). */
import { z } from '../zod.ts';

export const CONFIG_NAMES = { pageIcon: 'app.ico', clickSound: 'site.Sound' } as const;

/** `configs[]` may come as one string or a list (axios serialises arrays as `configs[]=a&configs[]=b`). */
export const adsAndConfigsQuery = z.object({
  'configs[]': z.union([z.string(), z.array(z.string())]).optional(),
  configs: z.union([z.string(), z.array(z.string())]).optional(),
});

export interface ConfigEntry {
  name: string;
  value: string;
}

export interface Ad {
  id: number;
  title: string;
  image: string;
  link: string;
  position: string;
}

export interface AdsAndConfigsResponse {
  ads: Ad[];
  configs: Record<string, ConfigEntry>;
}

export interface TrackingScriptItem {
  id: number;
  name: string;
  content: string;
}

export interface Language {
  code: string;
  name: string;
  is_default: boolean;
}

export interface SettingsGroup {
  name: string;
  settings: Record<string, string>;
}
