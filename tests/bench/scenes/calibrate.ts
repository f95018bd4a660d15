/**
 * The benchmark's yardstick: every frame runs a fixed amount of plain JavaScript (`?us=`, in
 * microseconds of this machine at 1×) and times it like the scenes are timed. It shows what the
 * CPU throttle alone does to a frame of known work; `?perUs=` carries the loop speed measured at
 * 1× into the 6× run, so both run the same work.
 */
import { frameSamples } from './frame-samples.ts';

const query = new URLSearchParams(location.search);
const workUs = Number(query.get('us') ?? 100);
let seed = 1;

function work(iterations: number): number {
  for (let i = 0; i < iterations; i++) seed = (Math.imul(seed, 1103515245) + 12345) | 0;
  return seed;
}

/** Median of short timed runs, like the frames' own runs (one long loop would run faster). */
function loopsPerMicrosecond(): number {
  const chunk = 20_000;
  const times: number[] = [];
  for (let i = 0; i < 301; i++) {
    const start = performance.now();
    work(chunk);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return chunk / (Math.max(times[150]!, 0.005) * 1000);
}

const perUs = Number(query.get('perUs')) || loopsPerMicrosecond();
const iterations = Math.round(workUs * perUs);
const bench = frameSamples();

function frame(): void {
  const start = performance.now();
  work(iterations);
  bench.record(performance.now() - start);
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);

window.benchFrames = bench.frames;
document.body.dataset.perUs = String(perUs);
document.body.dataset.ready = 'true';
