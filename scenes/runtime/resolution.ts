/** The canvases' resolution: the device's pixel ratio, between 1 and 3. No Pixi: the page-scene host reads it too. */
export function deviceResolution(): number {
  return Math.min(Math.max(globalThis.devicePixelRatio || 1, 1), 3);
}
