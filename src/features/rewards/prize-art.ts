/** How a server prize looks on the wheel: the scene draws a handful of icons and needs 0xRRGGBB colours. */
import type { PrizeView } from '../../domain/contract/index.ts';
// Types only: the scenes' code is loaded lazily by the stage.
import type { Prize as WheelSegment, PrizeIcon as WheelIcon } from '../../../scenes/index.ts';

export type { WheelSegment, WheelIcon };

const ICONS: Record<string, WheelIcon> = {
  'coins-small': 'coin', coins: 'coin', 'coins-big': 'coin', treasure: 'gem',
  headphones: 'gift', bottle: 'gift', speaker: 'gift', gift: 'gift',
  retry: 'none', 'empty-box': 'none',
};
const FALLBACK_COLOR = 0xffb74d;

/** The server's icon name when the scene knows it, else by kind: points → coin, physical → gift, nothing → none. */
export function wheelIcon(prize: Pick<PrizeView, 'icon' | 'kind'>): WheelIcon {
  const known = ICONS[prize.icon];
  if (known) return known;
  return prize.kind === 'points' ? 'coin' : prize.kind === 'physical' ? 'gift' : 'none';
}

/** '#FFB74D' → 0xFFB74D; anything else → the brand's light orange. */
export function colorNumber(color: string): number {
  return /^#[0-9a-f]{6}$/i.test(color) ? Number.parseInt(color.slice(1), 16) : FALLBACK_COLOR;
}

/** Segments in prize order, so segment i is the server's prize_index i. */
export function wheelSegments(prizes: readonly PrizeView[]): WheelSegment[] {
  return [...prizes].sort((a, b) => a.index - b.index).map((p) => ({ label: p.label, icon: wheelIcon(p), color: colorNumber(p.color) }));
}
