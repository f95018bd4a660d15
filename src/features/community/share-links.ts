/** Where each share button goes: the platforms' own share addresses, filled with the campaign. */
import type { SharePlatform } from '../../domain/contract/share-values.ts';

export interface ShareContent {
  text: string;
  link: string;
}

const enc = encodeURIComponent;

export const SHARE_INTENTS: Record<SharePlatform, (c: ShareContent) => string> = {
  whatsapp: (c) => `https://wa.me/?text=${enc(`${c.text} ${c.link}`)}`,
  facebook: (c) => `https://www.facebook.com/sharer/sharer.php?u=${enc(c.link)}`,
  telegram: (c) => `https://t.me/share/url?url=${enc(c.link)}&text=${enc(c.text)}`,
  x: (c) => `https://x.com/intent/post?text=${enc(c.text)}&url=${enc(c.link)}`,
};

/** The Web Share sheet when the browser has one (most phones); false when it has none. */
export function canShareNatively(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/** Resolves false when the member closed the sheet; never throws. */
export async function shareNatively(title: string, content: ShareContent): Promise<boolean> {
  try {
    await navigator.share({ title, text: content.text, url: content.link });
    return true;
  } catch {
    return false;
  }
}
