/** The same 50-envelope rain in plain DOM/CSS (pooled divs moved by transform), for comparison. */
import { EnvelopePool, clampLimits } from '../../../scenes/rain/rain-logic.ts';
import { frameSamples } from './frame-samples.ts';
import { ENVELOPE_FALL_MAX_MS, ENVELOPE_FALL_MIN_MS, ENVELOPE_POOL_SIZE, ENVELOPE_SPAWN_INTERVAL_MS } from '../../../src/domain/constants.ts';

const limits = clampLimits({
  intervalMs: ENVELOPE_SPAWN_INTERVAL_MS, maxAlive: ENVELOPE_POOL_SIZE, fallMinMs: ENVELOPE_FALL_MIN_MS, fallMaxMs: ENVELOPE_FALL_MAX_MS,
  width: 44, height: 58, gap: 4,
});
const pool = new EnvelopePool(ENVELOPE_POOL_SIZE);
const nodes = Array.from({ length: ENVELOPE_POOL_SIZE }, () => {
  const d = document.createElement('div');
  d.className = 'env';
  document.body.appendChild(d);
  return d;
});
const bench = frameSamples(() => pool.alive);
let now = 0;
let last = performance.now();
const hide = (i: number) => {
  nodes[i]!.style.display = 'none';
};

function frame(t: number): void {
  const start = performance.now();
  now += Math.min(t - last, 100);
  last = t;
  pool.step(now, innerHeight, limits, hide);
  const i = pool.trySpawn(now, limits, innerWidth, Math.random);
  if (i >= 0) nodes[i]!.style.display = 'block';
  for (let k = 0; k < nodes.length; k++) {
    const s = pool.slots[k]!;
    if (!s.active) continue;
    const wave = Math.sin(now / 700 + s.phase);
    nodes[k]!.style.transform = `translate3d(${s.x + wave * 10}px, ${s.y}px, 0) rotate(${wave * 10}deg)`;
  }
  bench.record(performance.now() - start);
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);

window.benchFrames = bench.frames;
document.body.dataset.ready = 'true';
