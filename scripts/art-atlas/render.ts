/**
 * Runs in headless Chromium (bundled by `scripts/art-atlas.ts`): draws every frame of
 * `scenes/art/drawings.ts` with Pixi's Graphics at its packed place and renders the sheet into a
 * texture at each asked scale, antialiased (MSAA), as the app did at run time before issue 14.
 * Returns the frames' sizes and each image as a PNG data URL (straight alpha, as a canvas exports it).
 */
import { Container, Rectangle, WebGLRenderer } from 'pixi.js';
import { ART, type FrameName } from '../../scenes/art/drawings.ts';
import { packFrames } from '../../scenes/art/pack.ts';

async function renderAtlas(scales: number[]): Promise<{ sizes: Record<string, { w: number; h: number }>; images: string[] }> {
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
  const images: string[] = [];
  for (const resolution of scales) {
    const texture = renderer.generateTexture({
      target: stage,
      frame: new Rectangle(0, 0, packing.width, packing.height),
      resolution,
      antialias: true,
    });
    const canvas = renderer.extract.canvas(texture) as HTMLCanvasElement;
    images.push(canvas.toDataURL('image/png'));
    texture.destroy(true);
  }
  stage.destroy({ children: true });
  renderer.destroy();
  const sizes = Object.fromEntries(Object.entries(ART).map(([name, art]) => [name, { w: art.w, h: art.h }]));
  return { sizes, images };
}

(globalThis as unknown as { renderAtlas: typeof renderAtlas }).renderAtlas = renderAtlas;
