/**
 * The one texture of the game scenes: the vector art of `drawings.ts`, packed and drawn at build
 * time (`npm run art:atlas`) into a WebP image per device class. At run time the image is fetched
 * and decoded off the main thread (Pixi's Assets: a worker's `createImageBitmap`) while Pixi starts,
 * and frames are cut from it: no Graphics, no tessellation, no render to texture at start-up (that
 * was about 300 ms of one long task at 4× CPU). Both slots' renderers share the one
 * texture source (each uploads its own GPU copy), and a restored context uploads it again from the
 * decoded image, so nothing is redrawn.
 */
import { Assets, Rectangle, Texture } from 'pixi.js';
import atlasSmall from './atlas@2.5x.webp';
import atlasLarge from './atlas@3.75x.webp';
import { type AtlasScale, atlasScaleFor } from './atlas-scales.ts';
import { FRAMES, type FrameName } from './atlas-frames.ts';

export type { FrameName };

export interface Atlas {
  readonly texture: Texture;
  frame(name: FrameName): Texture;
}

const URLS: Record<AtlasScale, string> = { 2.5: atlasSmall, 3.75: atlasLarge };

let loading: Promise<Atlas> | null = null;
let loaded: (Atlas & { frames: Map<FrameName, Texture>; url: string }) | null = null;

/** Starts (once) fetching and decoding the image; resolves when frames can be cut. */
export function loadAtlas(resolution: number): Promise<Atlas> {
  if (loaded) return Promise.resolve(loaded);
  if (loading) return loading;
  const scale = atlasScaleFor(resolution);
  const url = URLS[scale];
  const attempt = Assets.load<Texture>({ src: url, data: { resolution: scale, scaleMode: 'linear', autoGenerateMipmaps: false } }).then((texture) => {
    texture.source.label = 'scenes-atlas';
    const frames = new Map<FrameName, Texture>();
    for (const name of Object.keys(FRAMES) as FrameName[]) {
      const [x, y, w, h] = FRAMES[name];
      frames.set(name, new Texture({ source: texture.source, frame: new Rectangle(x, y, w, h), label: name }));
    }
    loaded = { texture, frames, url, frame: (name: FrameName) => frames.get(name)! };
    return loaded;
  });
  // A failed fetch (offline) may be tried again by the next mount.
  loading = attempt.catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The loaded atlas; the runtime awaits `loadAtlas` before any scene's `init`. */
export function getAtlas(): Atlas {
  if (!loaded) throw new Error('scenes atlas used before loadAtlas() resolved');
  return loaded;
}

/** Frees the atlas (runtime disposed: tests, sandbox teardown); the next `loadAtlas` fetches it again. */
export function releaseAtlas(): void {
  const atlas = loaded;
  loading = null;
  loaded = null;
  if (!atlas) return;
  for (const t of atlas.frames.values()) t.destroy(false);
  void Assets.unload(atlas.url);
}
