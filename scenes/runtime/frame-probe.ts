/** Per-frame script time (scene updates + Pixi render submission) in a fixed ring: no allocation per frame. */
export class FrameProbe {
  readonly samples = new Float32Array(1024);
  /** Frames that rendered since the last reset (the others had nothing new to draw). */
  rendered = 0;
  /** The scenes' own update work of the same frames, without Pixi's render submission. */
  readonly updateSamples = new Float32Array(1024);
  count = 0;
  private start = 0;
  private updated = 0;
  private lastEnd = 0;
  /** Smoothed frames per second. */
  fps = 0;

  begin(): void {
    this.start = performance.now();
  }

  /** Scene updates done; rendering comes next. */
  mid(): void {
    this.updated = performance.now() - this.start;
  }

  end(rendered: boolean): void {
    const now = performance.now();
    if (rendered) this.rendered++;
    this.samples[this.count % this.samples.length] = now - this.start;
    this.updateSamples[this.count % this.updateSamples.length] = this.updated;
    this.count++;
    if (this.lastEnd > 0) {
      const instant = 1000 / Math.max(now - this.lastEnd, 1);
      this.fps = this.fps === 0 ? instant : this.fps * 0.9 + instant * 0.1;
    }
    this.lastEnd = now;
  }

  /** Last frame's script time in ms. */
  last(): number {
    return this.count === 0 ? 0 : this.samples[(this.count - 1) % this.samples.length]!;
  }

  reset(): void {
    this.count = 0;
    this.rendered = 0;
    this.lastEnd = 0;
    this.fps = 0;
  }
}
