/**
 * A seeded random function for the sandbox (mulberry32): two stages given the same seed draw the
 * same numbers in the same order, so a wheel lands on the same spot and a rain drops the same
 * envelopes in both frames of the compare view. Not for anything secret.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
