/**
 * The one texture of the game scenes: every piece of art is vector-drawn once with Graphics and
 * rendered into a single render texture at a bit above the device pixel ratio, so sprites stay crisp
 * at DPR 3 and whole scenes batch into a few draw calls. One atlas per renderer, shared by scenes.
 */
import { Container, Rectangle, Texture } from 'pixi.js';
import type { Renderer } from 'pixi.js';
import { ART, type FrameName } from './drawings.ts';

const ATLAS_WIDTH = 512;
const PADDING = 3;
const MAX_RESOLUTION = 3.75;

export interface Atlas {
  readonly texture: Texture;
  frame(name: FrameName): Texture;
}

const cache = new WeakMap<Renderer, Atlas & { frames: Map<FrameName, Texture> }>();

export function getAtlas(renderer: Renderer): Atlas {
  const cached = cache.get(renderer);
  if (cached) return cached;
  const stage = new Container();
  const rects = new Map<FrameName, Rectangle>();
  // Shelf packing, tallest first: simple and stable for a few dozen frames.
  const entries = (Object.keys(ART) as FrameName[]).sort((a, b) => ART[b].h - ART[a].h);
  let x = 0;
  let y = 0;
  let shelf = 0;
  for (const name of entries) {
    const art = ART[name];
    if (x + art.w + PADDING > ATLAS_WIDTH) {
      x = 0;
      y += shelf + PADDING;
      shelf = 0;
    }
    const g = art.draw();
    g.position.set(x, y);
    stage.addChild(g);
    rects.set(name, new Rectangle(x, y, art.w, art.h));
    x += art.w + PADDING;
    shelf = Math.max(shelf, art.h);
  }
  const height = y + shelf;
  const texture = renderer.generateTexture({
    target: stage,
    frame: new Rectangle(0, 0, ATLAS_WIDTH, height),
    resolution: Math.min(renderer.resolution * 1.25, MAX_RESOLUTION),
    antialias: true,
  });
  texture.source.label = 'scenes-atlas';
  stage.destroy({ children: true });
  const frames = new Map<FrameName, Texture>();
  for (const [name, rect] of rects) frames.set(name, new Texture({ source: texture.source, frame: rect, label: name }));
  const atlas = {
    texture,
    frames,
    frame(name: FrameName): Texture {
      return frames.get(name)!;
    },
  };
  cache.set(renderer, atlas);
  return atlas;
}

/** Drops the atlas of a renderer (context restored, runtime disposed); the next getAtlas redraws it. */
export function releaseAtlas(renderer: Renderer): void {
  const atlas = cache.get(renderer);
  if (!atlas) return;
  cache.delete(renderer);
  for (const t of atlas.frames.values()) t.destroy(false);
  atlas.texture.destroy(true);
}
