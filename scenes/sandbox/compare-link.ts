/**
 * How the compare view (compare.html, opened by the panel's "Comparar versões") talks to the
 * panel that opened it: it reads the panel's current values and hands back the version chosen
 * with "Usar esta". Both pages are the sandbox's, same origin, so the opener is reachable.
 */
export type SceneName = 'wheel' | 'gift' | 'rain' | 'widget';
export type SceneValues = Record<string, number>;

export interface PanelLink {
  /** The panel's values for every scene, and the scene it shows. */
  current(): { scene: SceneName; values: Record<SceneName, SceneValues> };
  /** Makes `values` the panel's values for `scene`, and shows it. */
  use(scene: SceneName, values: SceneValues): void;
}

declare global {
  interface Window {
    sandboxPanel?: PanelLink;
  }
}

export function exposePanel(link: PanelLink): void {
  window.sandboxPanel = link;
}

export function openCompare(): void {
  window.open('./compare.html', 'premia-compare');
}

/** The panel that opened this page, or null (the page was opened on its own, or the panel is gone). */
export function panelLink(): PanelLink | null {
  try {
    const opener = window.opener as Window | null;
    return opener && !opener.closed ? (opener.sandboxPanel ?? null) : null;
  } catch {
    return null;
  }
}
