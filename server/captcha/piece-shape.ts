/** The jigsaw outline: a square body with a knob on top, a knob on the right and a notch on the left. */
export interface PieceShape {
  size: number;
  contains(x: number, y: number): boolean;
  isEdge(x: number, y: number): boolean;
}

export function jigsawShape(size: number): PieceShape {
  const knob = Math.round(size * 0.16);
  const bodyLeft = 1;
  const bodyTop = knob + 1;
  const bodySize = size - knob - 2;
  const bodyRight = bodyLeft + bodySize;
  const middleX = bodyLeft + bodySize / 2;
  const middleY = bodyTop + bodySize / 2;

  const inCircle = (x: number, y: number, cx: number, cy: number, r: number) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;

  function contains(x: number, y: number): boolean {
    if (x < 0 || y < 0 || x >= size || y >= size) return false;
    const px = x + 0.5;
    const py = y + 0.5;
    if (inCircle(px, py, bodyLeft, middleY, knob * 0.8)) return false;
    const inBody = px >= bodyLeft && px < bodyRight && py >= bodyTop && py < bodyTop + bodySize;
    return inBody || inCircle(px, py, middleX, bodyTop, knob) || inCircle(px, py, bodyRight, middleY, knob);
  }

  function isEdge(x: number, y: number): boolean {
    if (!contains(x, y)) return false;
    return !contains(x - 1, y) || !contains(x + 1, y) || !contains(x, y - 1) || !contains(x, y + 1);
  }

  return { size, contains, isEdge };
}
