/**
 * A recorded run of a scene's animation, for the sandbox's scrubber: the scene time of each frame,
 * the inputs that came between frames and the random numbers drawn. Replayed from its start it
 * gives back every frame exactly (the same steps from the same state), and any moment between two
 * frames by a shorter last step. Scenes record only once `recordTimelines(true)` was called (the
 * sandbox): the app never makes a tape.
 */
let recordingOn = false;

/** Scenes start a tape with each animation from now on (the sandbox's scrubber). */
export function recordTimelines(on: boolean): void {
  recordingOn = on;
}

export function recordingTimelines(): boolean {
  return recordingOn;
}

/** The part of the tape the state on screen was replayed from, after a seek. */
interface Cut {
  steps: number;
  lastStepMs: number;
  inputs: number;
  randoms: number;
}

export class Tape<I> {
  private readonly steps: number[] = [];
  private readonly inputs: Array<{ at: number; input: I }> = [];
  private readonly randoms: number[] = [];
  private totalMs = 0;
  /** Where a seek left the state: the rest of the tape is dropped once the run goes on from there. */
  private cut: Cut | null = null;

  constructor(private readonly random: () => number) {}

  /** Scene time the tape covers. */
  get durationMs(): number {
    return this.totalMs;
  }

  /** Where the state on screen is in the tape. */
  get atMs(): number {
    return this.cut ? this.timeAt(this.cut) : this.totalMs;
  }

  /** A frame's step; a frame that did not move (the clock paused) is not one. */
  step(dtMs: number): void {
    if (!(dtMs > 0)) return;
    this.goOn();
    this.steps.push(dtMs);
    this.totalMs += dtMs;
  }

  input(input: I): void {
    this.goOn();
    this.inputs.push({ at: this.steps.length, input });
  }

  /** A random number for the live run, kept for the replays. */
  draw(): number {
    this.goOn();
    const u = this.random();
    this.randoms.push(u);
    return u;
  }

  /**
   * Replays the run from its start to `toMs`: each input before the frame it came before, each
   * frame's step (the last one cut short to end on `toMs`), `random` reading the recorded numbers.
   */
  replay(toMs: number, run: (random: () => number) => { input(input: I): void; step(dtMs: number): void }): void {
    let drawn = 0;
    const player = run(() => this.randoms[drawn++] ?? this.random());
    let t = 0;
    let next = 0;
    let steps = 0;
    let lastStepMs = 0;
    for (; steps < this.steps.length && t < toMs; steps++) {
      while (next < this.inputs.length && this.inputs[next]!.at === steps) player.input(this.inputs[next++]!.input);
      // A moment given as the sum of the frames before it is that frame's end, whatever the rounding.
      const left = toMs - t;
      const dt = left >= this.steps[steps]! - 1e-9 ? this.steps[steps]! : left;
      player.step(dt);
      t += dt;
      if (dt < this.steps[steps]!) {
        lastStepMs = dt;
        break;
      }
    }
    // Reaching the end, the inputs after the last frame too.
    if (steps === this.steps.length) while (next < this.inputs.length) player.input(this.inputs[next++]!.input);
    this.cut = { steps, lastStepMs, inputs: next, randoms: drawn };
  }

  private timeAt(cut: Cut): number {
    let t = cut.lastStepMs;
    for (let i = 0; i < cut.steps; i++) t += this.steps[i]!;
    return t;
  }

  /** The run goes on from a seek: what came after that moment did not happen. */
  private goOn(): void {
    const cut = this.cut;
    if (!cut) return;
    this.cut = null;
    this.steps.length = cut.steps;
    if (cut.lastStepMs > 0) this.steps.push(cut.lastStepMs);
    this.inputs.length = cut.inputs;
    this.randoms.length = cut.randoms;
    this.totalMs = this.timeAt(cut);
  }
}
