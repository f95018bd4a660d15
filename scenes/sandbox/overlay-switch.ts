/**
 * Switches the stage's debug overlays. Free while they are all off: the React layer
 * (overlays/overlay-layer.tsx, with React, @pixi/react and its own canvas, WebGL context and ticker)
 * is imported only when one is switched on, and unmounted (context lost, ticker destroyed, canvas
 * removed) when the last one is switched off.
 */
import type { OverlaySource } from './overlays/read-overlays.ts';

export interface OverlayFlags {
  /** What takes a tap: the widgets' DOM buttons, the wheel's face, the gift box, the envelopes' hit boxes. */
  hitAreas: boolean;
  /** What the widgets keep clear of (declared zones, the page's content near the edges) and where they tuck. */
  clearZones: boolean;
  /** The rain's pool: slots in use, with their boxes. */
  poolSlots: boolean;
  /** The safe-area insets the scenes are given. */
  insets: boolean;
}

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

