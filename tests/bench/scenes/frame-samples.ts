/** The ring of frame times that the benchmark's plain pages (DOM rain, calibration) expose. */
export interface BenchFrames {
  samples: Float32Array;
  count(): number;
  /** Envelopes alive, on pages that have them. */
  alive?(): number;
}

/** Records one frame's script time per call of `record`, without allocating. */
export function frameSamples(alive?: () => number): { frames: BenchFrames; record(ms: number): void } {
  const samples = new Float32Array(4096);
  let count = 0;
  return {
    frames: { samples, count: () => count, alive },
    record(ms: number) {
      samples[count++ % samples.length] = ms;
    },
  };
}

declare global {
  interface Window {
    benchFrames?: BenchFrames;
  }
}
