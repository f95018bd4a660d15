/**
 * Switches the stage's debug overlays. Free while they are all off: the React layer
 * (overlays/overlay-layer.tsx, with React, @pixi/react and its own canvas, WebGL context and ticker)
 * is imported only when one is switched on, and unmounted (context lost, ticker destroyed, canvas
 * removed) when the last one is switched off.
 */
import type { OverlayFlags } from './overlays/overlay-flags.ts';
import type { OverlaySource } from './overlays/read-overlays.ts';

export type { OverlayFlags };

export const NO_OVERLAYS: OverlayFlags = { hitAreas: false, clearZones: false, poolSlots: false, insets: false };

interface LayerHandle {
  update(flags: OverlayFlags): void;
  unmount(): void;
}

let layer: Promise<LayerHandle> | null = null;

export async function setOverlays(flags: OverlayFlags, source: OverlaySource): Promise<void> {
  if (!Object.values(flags).some(Boolean)) {
    const shown = layer;
    layer = null;
    (await shown)?.unmount();
    return;
  }
  layer ??= import('./overlays/overlay-layer.tsx').then((m) => m.mountOverlayLayer(document, source));
  (await layer).update(flags);
}

