/**
 * The stage's debug overlays, drawn declaratively with @pixi/react on a transparent canvas of
 * their own over the scenes (pointer-events: none). Loaded only when an overlay is switched on
 * (overlay-switch.ts); the member app never has this layer. Each frame of this layer's ticker reads
 * the stage (read-overlays.ts) and re-renders only when something moved.
 */
import { useCallback, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Application, extend, useTick } from '@pixi/react';
import { Container, Graphics, Text } from 'pixi.js';
import type { OverlayFlags } from './overlay-flags.ts';
import { readOverlays, removeInsetProbe } from './read-overlays.ts';
import type { OverlaySnapshot, OverlaySource } from './read-overlays.ts';
import { HitAreas, InsetsLayer, PoolSlots, ZonesLayer } from './overlay-shapes.tsx';

extend({ Container, Graphics, Text });

function Overlays({ flags, source }: { flags: OverlayFlags; source: OverlaySource }) {
  const [snapshot, setSnapshot] = useState<OverlaySnapshot>(() => readOverlays(source, document));
  const lastKey = useRef('');
  const read = useCallback(() => {
    let next: OverlaySnapshot;
    try {
      next = readOverlays(source, document);
    } catch {
      // A scene between its mount and its first frame has nothing to read yet (and an error
      // thrown here would stop this layer's ticker for good).
      return;
    }
    const key = JSON.stringify(next);
    if (key === lastKey.current) return;
    lastKey.current = key;
    setSnapshot(next);
  }, [source]);
  useTick(read);
  return (
    <pixiContainer>
      {flags.insets && <InsetsLayer snapshot={snapshot} />}
      {flags.clearZones && <ZonesLayer zones={snapshot.zones} height={snapshot.height} />}
      {flags.poolSlots && <PoolSlots pool={snapshot.pool} />}
      {flags.hitAreas && <HitAreas hit={snapshot.hit} />}
    </pixiContainer>
  );
}

function DebugLayer({ flags, source }: { flags: OverlayFlags; source: OverlaySource }) {
  return (
    // manageImports off: Pixi's browser extensions (accessibility, events…) stay out of the stage's
    // Pixi, which the scenes share; the overlays take no input.
    <Application resizeTo={window} backgroundAlpha={0} antialias autoDensity resolution={window.devicePixelRatio} manageImports={false} preference="webgl">
      <Overlays flags={flags} source={source} />
    </Application>
  );
}

/** Mounts the layer in `doc`; `update` shows the overlays switched on, `unmount` destroys the Application (context, ticker, canvas). */
export function mountOverlayLayer(doc: Document, source: OverlaySource): { update(flags: OverlayFlags): void; unmount(): void } {
  const host = doc.createElement('div');
  host.dataset.debugOverlays = '';
  // Not the page: the widgets would read this full-screen canvas as page content and move aside.
  host.dataset.widgetLayer = '';
  Object.assign(host.style, { position: 'fixed', inset: '0', pointerEvents: 'none', zIndex: '2147483000' });
  doc.body.appendChild(host);
  const root = createRoot(host);
  return {
    update: (flags) => root.render(<DebugLayer flags={flags} source={source} />),
    unmount: () => {
      root.unmount();
      host.remove();
      removeInsetProbe();
    },
  };
}
