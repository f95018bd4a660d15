/** Which of the stage's debug overlays are on (overlay-switch.ts switches them, overlay-layer.tsx draws them). */
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
