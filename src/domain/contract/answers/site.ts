/** Answers of the site calls (src/domain/contract/site.ts). */
import { z } from 'zod';
import { bool, num, object, str } from './common.ts';

export const trackingScriptsAnswer = z.array(object({ id: num, name: str, content: str }));

export const adsAndConfigsAnswer = object({
  ads: z.array(object({ id: num, title: str, image: str, link: str, position: str })),
  configs: z.record(str, object({ name: str, value: str })),
});

export const settingsGroupsAnswer = z.array(object({ name: str, settings: z.record(str, str) }));

export const languagesAnswer = z.array(object({ code: str, name: str, is_default: bool }));
