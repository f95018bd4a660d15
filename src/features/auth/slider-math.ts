/**
 * Where the piece's left edge sits in puzzle-image pixels when the handle is `offset` px along a
 * track whose travel is `travel` px: the handle's full travel spans the piece's full travel.
 */
export function sliderToImageX(offset: number, travel: number, imageWidth: number, pieceWidth: number): number {
  if (travel <= 0) return 0;
  const ratio = Math.min(1, Math.max(0, offset / travel));
  return Math.round(ratio * (imageWidth - pieceWidth) * 10) / 10;
}
