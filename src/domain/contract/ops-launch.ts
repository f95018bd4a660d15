/**
 * The console's "Lançamento" checklist (ops-calls/launch.ts): what a member needs before the app
 * can be played, each item done or not with what the server found. The console gives each its
 * words and the page that fixes it; the server only judges.
 */
import { z } from '../zod.ts';
import { bool, object, str } from './answer-parts.ts';

export const LAUNCH_ITEMS = ['terms', 'game', 'withdrawal', 'sms', 'email', 'push', 'icon'] as const;
export type LaunchItem = (typeof LAUNCH_ITEMS)[number];

export const launchChecklistAnswer = object({
  /** Every item done: the console hides the checklist. */
  done: bool,
  items: z.array(object({
    key: z.enum(LAUNCH_ITEMS),
    done: bool,
    /** What the server found: the provider's answer, the missing setting, or what is there. */
    detail: str,
  })),
});
export type LaunchChecklist = z.output<typeof launchChecklistAnswer>;
