/**
 * The still picture of one floating widget in SVG — bubble, image and its tag — drawn like the
 * canvas scene draws it (scenes/art/drawings.ts, scenes/widget/widget-view.ts), for the DOM
 * stand-ins shown before the canvas loads. A few hundred bytes of markup, nothing fetched.
 */
import { useId } from 'react';
import type { ReactNode } from 'react';
import type { WidgetSpec } from './scenes.ts';

const GOLD = '#ffd25a';
const GOLD_DARK = '#d9921c';
const RED = '#e8283c';
const RED_DARK = '#a3111f';

type Frame = Exclude<WidgetSpec['image'], { url: string }>;

/** Points of a Pixi-style star (first point straight up). */
function star(cx: number, cy: number, n: number, outer: number, inner: number): string {
  const pts: string[] = [];
  for (let i = 0; i < n * 2; i += 1) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / n;
    pts.push(`${(cx + Math.cos(a) * r).toFixed(1)},${(cy + Math.sin(a) * r).toFixed(1)}`);
  }
  return pts.join(' ');
}

function coin(cx: number, cy: number, r: number, grad: string): ReactNode {
  return (
    <>
      <circle cx={cx} cy={cy + r * 0.08} r={r} fill={GOLD_DARK} />
      <circle cx={cx} cy={cy} r={r} fill={grad} />
      <circle cx={cx} cy={cy} r={r * 0.74} fill="none" stroke={GOLD_DARK} strokeOpacity={0.7} strokeWidth={r * 0.1} />
      <polygon points={star(cx, cy, 5, r * 0.46, r * 0.2)} fill="#fff6cf" stroke={GOLD_DARK} strokeOpacity={0.6} strokeWidth={r * 0.05} />
    </>
  );
}

/** One art frame in its own coordinates (the sizes of drawings.ts). */
function frame(name: Frame, g: (top: string, bottom: string) => string): { w: number; h: number; body: ReactNode } {
  switch (name) {
    case 'envelope':
      return { w: 64, h: 84, body: (
        <>
          <rect y={2} width={64} height={82} rx={9} fill={RED_DARK} />
          <rect width={64} height={80} rx={9} fill={g('#ff4b5c', '#c8102e')} />
          <path d="M0 10Q32 44 64 10L64 9Q64 0 55 0L9 0Q0 0 0 9Z" fill={g('#ff6b78', '#e0283c')} />
          <path d="M2 12Q32 44 62 12" fill="none" stroke={GOLD} strokeOpacity={0.9} strokeWidth={2} />
          {coin(32, 36, 12, g('#fff0a8', GOLD))}
          <rect x={6} y={62} width={52} height={4} rx={2} fill={GOLD} fillOpacity={0.55} />
        </>
      ) };
    case 'coin':
      return { w: 56, h: 58, body: coin(28, 27, 26, g('#fff0a8', GOLD)) };
    case 'iconStar':
      return { w: 56, h: 56, body: <polygon points={star(28, 29, 5, 27, 12)} fill={g('#fff0a8', GOLD_DARK)} stroke="#fff" strokeOpacity={0.8} strokeWidth={2} /> };
    case 'iconGem':
      return { w: 56, h: 56, body: (
        <>
          <polygon points="10,20 20,8 36,8 46,20 28,50" fill={g('#9ff3ff', '#2f7de1')} />
          <polygon points="10,20 46,20 28,50" fill="#1f5fc0" fillOpacity={0.45} />
          <polygon points="20,8 28,20 36,8" fill="#fff" fillOpacity={0.55} />
        </>
      ) };
    case 'iconClover':
      return { w: 56, h: 56, body: (
        <>
          {[[28, 16], [40, 28], [28, 40], [16, 28]].map(([x, y]) => <circle key={`${x}-${y}`} cx={x} cy={y} r={11} fill={g('#7de36f', '#1f9d3a')} />)}
          <path d="M28 30Q34 44 42 54" fill="none" stroke="#1f7d32" strokeWidth={4} />
        </>
      ) };
    default: {
      // iconGift, and any frame a stand-in has no still picture for.
      const s = 56;
      return { w: s, h: s, body: (
        <>
          <rect x={s * 0.14} y={s * 0.42} width={s * 0.72} height={s * 0.5} rx={s * 0.06} fill={g('#ff5a6e', RED_DARK)} />
          <rect x={s * 0.08} y={s * 0.3} width={s * 0.84} height={s * 0.16} rx={s * 0.05} fill={g('#ff7486', RED)} />
          <rect x={s * 0.44} y={s * 0.3} width={s * 0.12} height={s * 0.62} fill={GOLD} />
          <ellipse cx={s * 0.36} cy={s * 0.22} rx={s * 0.14} ry={s * 0.09} fill="none" stroke={GOLD} strokeWidth={s * 0.06} />
          <ellipse cx={s * 0.64} cy={s * 0.22} rx={s * 0.14} ry={s * 0.09} fill="none" stroke={GOLD} strokeWidth={s * 0.06} />
        </>
      ) };
    }
  }
}

/** Bubble (136 units = the 67.5 px widget) with the image 56 % of its size, a little above centre. */
export function WidgetArt({ image }: { image: WidgetSpec['image'] }) {
  const uid = useId().replace(/:/g, '');
  const gradients = new Map<string, string>();
  const g = (top: string, bottom: string) => {
    const key = `${top}${bottom}`;
    if (!gradients.has(key)) gradients.set(key, `${uid}g${gradients.size}`);
    return `url(#${gradients.get(key)!})`;
  };
  const bubble = g('#fff3d6', '#ffc94a');
  const icon = typeof image === 'string' ? frame(image, g) : null;
  // The icon's longer side is 0.56 of the widget, centred 0.08 of it above the middle (widget-view.ts).
  const scale = icon ? (136 * 0.56) / Math.max(icon.w, icon.h) : 0;
  return (
    <svg className="promo-standin__art" viewBox="0 0 136 136" aria-hidden="true" focusable="false">
      <defs>
        {[...gradients].map(([key, id]) => (
          <linearGradient key={id} id={id} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor={key.slice(0, 7)} />
            <stop offset="1" stopColor={key.slice(7)} />
          </linearGradient>
        ))}
      </defs>
      <circle cx={68} cy={72} r={62} fill="#000" fillOpacity={0.22} />
      <circle cx={68} cy={68} r={64} fill="#fff" />
      <circle cx={68} cy={68} r={58} fill={bubble} />
      <ellipse cx={68} cy={40} rx={40} ry={18} fill="#fff" fillOpacity={0.45} />
      {icon ? (
        <g transform={`translate(${68 - (icon.w * scale) / 2} ${68 - 136 * 0.08 - (icon.h * scale) / 2}) scale(${scale})`}>{icon.body}</g>
      ) : (
        <image href={(image as { url: string }).url} x={68 - 38} y={68 - 136 * 0.08 - 38} width={76} height={76} preserveAspectRatio="xMidYMid meet" />
      )}
    </svg>
  );
}
