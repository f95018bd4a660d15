/** A colourful random picture (gradient, translucent shapes, soft waves, light grain) as an RGBA buffer. */
export interface Rgba {
  width: number;
  height: number;
  data: Buffer;
}

type Rgb = [number, number, number];

function hslToRgb(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

const rand = (min: number, max: number) => min + Math.random() * (max - min);

function blend(img: Rgba, x: number, y: number, color: Rgb, alpha: number): void {
  const i = (y * img.width + x) * 4;
  for (let c = 0; c < 3; c += 1) {
    img.data[i + c] = Math.round((img.data[i + c] ?? 0) * (1 - alpha) + color[c]! * alpha);
  }
}

function paintGradient(img: Rgba): void {
  const hue = rand(0, 360);
  const from = hslToRgb(hue, 0.75, 0.55);
  const to = hslToRgb((hue + rand(90, 180)) % 360, 0.7, 0.45);
  const span = img.width + img.height;
  for (let y = 0; y < img.height; y += 1) {
    for (let x = 0; x < img.width; x += 1) {
      const t = (x + y) / span;
      const i = (y * img.width + x) * 4;
      for (let c = 0; c < 3; c += 1) img.data[i + c] = Math.round(from[c]! * (1 - t) + to[c]! * t);
      img.data[i + 3] = 255;
    }
  }
}

function paintShapes(img: Rgba, count: number): void {
  for (let n = 0; n < count; n += 1) {
    const color = hslToRgb(rand(0, 360), rand(0.6, 0.9), rand(0.45, 0.7));
    const alpha = rand(0.25, 0.55);
    const cx = rand(0, img.width);
    const cy = rand(0, img.height);
    const r = rand(10, 45);
    const square = Math.random() < 0.4;
    const angle = rand(0, Math.PI);
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    for (let y = Math.max(0, Math.floor(cy - r * 1.5)); y < Math.min(img.height, cy + r * 1.5); y += 1) {
      for (let x = Math.max(0, Math.floor(cx - r * 1.5)); x < Math.min(img.width, cx + r * 1.5); x += 1) {
        const dx = x - cx;
        const dy = y - cy;
        const inside = square
          ? Math.abs(dx * cos + dy * sin) <= r && Math.abs(-dx * sin + dy * cos) <= r * 0.6
          : dx * dx + dy * dy <= r * r;
        if (inside) blend(img, x, y, color, alpha);
      }
    }
  }
}

function paintWavesAndGrain(img: Rgba): void {
  const frequency = rand(0.03, 0.07);
  const phase = rand(0, Math.PI * 2);
  for (let y = 0; y < img.height; y += 1) {
    for (let x = 0; x < img.width; x += 1) {
      const wave = Math.sin(x * frequency + Math.sin(y * 0.05) * 2 + phase);
      const light = wave > 0.85 ? 0.18 : 0;
      if (light > 0) blend(img, x, y, [255, 255, 255], light);
      // Light grain: enough to hide edges from a naive diff, little enough to keep the PNG small.
      if (Math.random() < 0.25) {
        const i = (y * img.width + x) * 4;
        const grain = Math.round(rand(-10, 10));
        for (let c = 0; c < 3; c += 1) img.data[i + c] = Math.max(0, Math.min(255, (img.data[i + c] ?? 0) + grain));
      }
    }
  }
}

export function paintBackground(width: number, height: number): Rgba {
  const img: Rgba = { width, height, data: Buffer.alloc(width * height * 4) };
  paintGradient(img);
  paintShapes(img, Math.round(rand(14, 22)));
  paintWavesAndGrain(img);
  return img;
}
