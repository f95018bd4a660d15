/** The `#/webgl-worker` baseline's worker: draws the one frame on the page's transferred canvas. */
import { drawOneFrame } from './webgl-frame.ts';

self.onmessage = (event: MessageEvent<{ canvas: OffscreenCanvas }>) => {
  drawOneFrame(event.data.canvas);
};
