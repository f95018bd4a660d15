/**
 * The square crop, in numbers only (tested without a browser). The picked image is shown in a
 * square viewport, covering it at zoom 1; the member pans and zooms; the image may never leave
 * a gap in the viewport.
 */
export interface CropState {
  /** Image size in pixels (after EXIF orientation). */
  width: number;
  height: number;
  /** Viewport side in CSS pixels. */
  view: number;
  /** 1 (covers exactly) to MAX_ZOOM. */
  zoom: number;
  /** Image top-left relative to the viewport, CSS pixels (≤ 0). */
  x: number;
  y: number;
}

export const MAX_ZOOM = 3;

export const scaleOf = (s: Pick<CropState, 'width' | 'height' | 'view' | 'zoom'>) => (s.view / Math.min(s.width, s.height)) * s.zoom;

const clampAxis = (offset: number, shown: number, view: number) => Math.min(0, Math.max(view - shown, offset));

/** Keeps the image covering the viewport. */
export function clamp(s: CropState): CropState {
  const scale = scaleOf(s);
  return { ...s, x: clampAxis(s.x, s.width * scale, s.view), y: clampAxis(s.y, s.height * scale, s.view) };
}

/** Centred at zoom 1. */
export function initialCrop(width: number, height: number, view: number): CropState {
  const scale = view / Math.min(width, height);
  return { width, height, view, zoom: 1, x: (view - width * scale) / 2, y: (view - height * scale) / 2 };
}

/** Zooms around the viewport's centre, so the middle of what the member sees stays put. */
export function zoomTo(s: CropState, zoom: number): CropState {
  const next = Math.min(MAX_ZOOM, Math.max(1, zoom));
  const ratio = next / s.zoom;
  const c = s.view / 2;
  return clamp({ ...s, zoom: next, x: c - (c - s.x) * ratio, y: c - (c - s.y) * ratio });
}

export const panBy = (s: CropState, dx: number, dy: number) => clamp({ ...s, x: s.x + dx, y: s.y + dy });

/** The square of the source image, in image pixels, that the viewport shows. */
export function sourceSquare(s: CropState): { sx: number; sy: number; size: number } {
  const scale = scaleOf(s);
  const size = Math.min(s.view / scale, s.width, s.height);
  return { sx: Math.max(0, -s.x / scale), sy: Math.max(0, -s.y / scale), size };
}
