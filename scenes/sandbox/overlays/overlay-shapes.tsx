/** The overlays' drawings: one `<pixiGraphics draw>` each, redrawn when what it shows changes. */
import { useCallback } from 'react';
import type { Graphics } from 'pixi.js';
import type { Box, OverlaySnapshot } from './read-overlays.ts';

const LABEL_STYLE = { fontFamily: 'system-ui, sans-serif', fontSize: 11, fontWeight: '700', fill: 0xffffff, stroke: { color: 0x000000, width: 3 } } as const;

const COLORS = {
  hit: 0x00e5ff,
  zone: 0xff3df2,
  content: 0xffa640,
  tuck: 0xfff200,
  pool: 0x3dff7a,
  inset: 0xff3b3b,
};

function boxes(g: Graphics, list: readonly Box[], color: number, fillAlpha: number): void {
  for (const b of list) g.rect(b.x, b.y, b.width, b.height).fill({ color, alpha: fillAlpha }).stroke({ width: 1.5, color, alpha: 0.95 });
}

export function HitAreas({ hit }: { hit: OverlaySnapshot['hit'] }) {
  const draw = useCallback((g: Graphics) => {
    g.clear();
    boxes(g, hit.boxes, COLORS.hit, 0.18);
    for (const c of hit.circles) g.circle(c.x, c.y, c.radius).fill({ color: COLORS.hit, alpha: 0.12 }).stroke({ width: 2, color: COLORS.hit });
  }, [hit]);
  return <pixiGraphics draw={draw} />;
}

export function ZonesLayer({ zones, height }: { zones: OverlaySnapshot['zones']; height: number }) {
  const draw = useCallback((g: Graphics) => {
    g.clear();
    boxes(g, zones.content, COLORS.content, 0.12);
    boxes(g, zones.declared, COLORS.zone, 0.22);
    for (const x of zones.tuckEdges) g.moveTo(x, 0).lineTo(x, height).stroke({ width: 2, color: COLORS.tuck });
    // Where each widget stands once tucked half into its edge.
    for (const b of zones.tucked) g.rect(b.x, b.y, b.width, b.height).stroke({ width: 1.5, color: COLORS.tuck, alpha: 0.9 });
  }, [zones, height]);
  return <pixiGraphics draw={draw} />;
}

export function PoolSlots({ pool }: { pool: OverlaySnapshot['pool'] }) {
  const draw = useCallback((g: Graphics) => {
    g.clear();
    if (pool) boxes(g, pool.boxes, COLORS.pool, 0.1);
  }, [pool]);
  const label = pool ? `Pool: ${pool.inUse}/${pool.size} em uso` : 'Pool: nenhum nesta cena';
  return (
    <pixiContainer>
      <pixiGraphics draw={draw} />
      <pixiText text={label} x={8} y={84} style={{ ...LABEL_STYLE, fill: COLORS.pool }} />
    </pixiContainer>
  );
}

export function InsetsLayer({ snapshot }: { snapshot: OverlaySnapshot }) {
  const { insets: i, width: w, height: h } = snapshot;
  const draw = useCallback((g: Graphics) => {
    g.clear();
    const bands: Box[] = [
      { x: 0, y: 0, width: w, height: i.top }, { x: 0, y: h - i.bottom, width: w, height: i.bottom },
      { x: 0, y: 0, width: i.left, height: h }, { x: w - i.right, y: 0, width: i.right, height: h },
    ].filter((b) => b.width > 0 && b.height > 0);
    for (const b of bands) g.rect(b.x, b.y, b.width, b.height).fill({ color: COLORS.inset, alpha: 0.3 });
    // The safe rectangle itself, visible even with no insets.
    g.rect(i.left + 1, i.top + 1, w - i.left - i.right - 2, h - i.top - i.bottom - 2).stroke({ width: 2, color: COLORS.inset });
  }, [i.top, i.right, i.bottom, i.left, w, h]);
  return (
    <pixiContainer>
      <pixiGraphics draw={draw} />
      <pixiText text={`Insets ${i.top} · ${i.right} · ${i.bottom} · ${i.left}`} x={i.left + 8} y={i.top + 6} style={{ ...LABEL_STYLE, fill: 0xffd0d0 }} />
    </pixiContainer>
  );
}
