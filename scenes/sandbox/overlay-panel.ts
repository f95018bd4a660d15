/** The panel's folder "Camadas de depuração": switches for the stage's debug overlays (overlay-switch.ts). */
import type { Pane } from 'tweakpane';
import { NO_OVERLAYS } from './overlay-switch.ts';
import type { OverlayFlags } from './overlay-switch.ts';

const LABELS: Record<keyof OverlayFlags, string> = {
  hitAreas: 'Áreas de toque',
  clearZones: 'Zonas livres e bordas',
  poolSlots: 'Vagas do pool em uso',
  insets: 'Áreas seguras (insets)',
};

/** Kept across the panel's rebuilds (a new scene): the overlays stay as switched. */
const flags: OverlayFlags = { ...NO_OVERLAYS };

export function addOverlayPanel(pane: Pane, stage: () => { overlays(flags: OverlayFlags): Promise<void> } | undefined): void {
  const folder = pane.addFolder({ title: 'Camadas de depuração', expanded: false });
  for (const key of Object.keys(LABELS) as (keyof OverlayFlags)[]) {
    folder.addBinding(flags, key, { label: LABELS[key] }).on('change', () => void stage()?.overlays({ ...flags }));
  }
}
