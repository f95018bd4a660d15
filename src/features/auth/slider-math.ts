/**
 * Where the piece's left edge sits in puzzle-image pixels when the handle is `offset` px along a
 * track whose travel is `travel` px: the handle's full travel spans the piece's full travel.
 */
export function sliderToImageX(offset: number, travel: number, imageWidth: number, pieceWidth: number): number {
  if (travel <= 0) return 0;
  const ratio = Math.min(1, Math.max(0, offset / travel));
  return Math.round(ratio * (imageWidth - pieceWidth) * 10) / 10;
}

const MAX_TRAIL_POINTS = 300;

/**
 * Records a drag as `[ms since its first point, piece x]` for the server's check. Keeps at most
 * MAX_TRAIL_POINTS: past that, every other point is dropped, so a long drag keeps its shape.
 */
export function createTrail(now: () => number = () => performance.now()) {
  let start = 0;
  let points: Array<[number, number]> = [];
  return {
    reset() {
      points = [];
    },
    add(x: number) {
      if (points.length === 0) start = now();
      points.push([Math.round(now() - start), x]);
      if (points.length >= MAX_TRAIL_POINTS) points = points.filter((_, i) => i % 2 === 0 || i === points.length - 1);
    },
    take(): Array<[number, number]> {
      const taken = points;
      points = [];
      return taken;
    },
  };
}
