/**
 * Runs in headless Chromium (bundled by `scripts/art-atlas.ts`): draws every frame of
 * `scenes/art/drawings.ts` with Pixi's Graphics at its packed place and renders the sheet into a
 * texture at each asked scale, antialiased (MSAA), as the app once did at run time on the phone.
 * Returns the frames' sizes and each image's RGBA bytes (premultiplied, base64).
 */
import { Container, Rectangle, WebGLRenderer } from 'pixi.js';
import { ART, type FrameName } from '../../scenes/art/drawings.ts';
import { packFrames } from '../../scenes/art/pack.ts';

function toBase64(bytes: Uint8ClampedArray): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

async function renderAtlas(scales: number[]): Promise<{ sizes: Record<string, { w: number; h: number }>; images: Array<{ width: number; height: number; base64: string }> }> {
  const renderer = new WebGLRenderer();
  await renderer.init({ width: 1, height: 1, backgroundAlpha: 0, antialias: false, preference: 'webgl' } as never);
  const packing = packFrames(ART);
  const stage = new Container();
  for (const name of Object.keys(ART) as FrameName[]) {
    const [x, y] = packing.frames[name];
    const g = ART[name].draw();
    g.position.set(x, y);
    stage.addChild(g);
  }
  const images: Array<{ width: number; height: number; base64: string }> = [];
  for (const resolution of scales) {
    const texture = renderer.generateTexture({
      target: stage,
      frame: new Rectangle(0, 0, packing.width, packing.height),
      resolution,
      antialias: true,
    });
    // The render texture's bytes as they are (premultiplied alpha): Node un-premultiplies them.
    // A canvas export (extract.canvas) kept them premultiplied and read as straight alpha, which
    // turned every soft edge and glow grey.
    const { pixels, width, height } = renderer.extract.pixels({ target: texture });
    images.push({ width, height, base64: toBase64(pixels) });
    texture.destroy(true);
  }
  stage.destroy({ children: true });
  renderer.destroy();
  const sizes = Object.fromEntries(Object.entries(ART).map(([name, art]) => [name, { w: art.w, h: art.h }]));
  return { sizes, images };
}

(globalThis as unknown as { renderAtlas: typeof renderAtlas }).renderAtlas = renderAtlas;
