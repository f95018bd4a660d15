/**
 * The widgets' idle float: one short burst (a 3 px rise and fall and, for a highlighted widget,
 * three pulses) every `bobEveryMs`, still between, and none while they are tucked. Stepped by the
 * scene's frames; allocates nothing.
 */
export interface FloatTiming {
  bobPx: number;
  bobMs: number;
  bobEveryMs: number;
}

export class Float {
  private clockMs = 0;
  /** This frame's vertical offset (px) and a highlighted widget's scale. */
  lift = 0;
  pulse = 1;

  /**
   * Advances the clock and sets `lift` and `pulse`; `out` is how far out of the edge the widgets
   * are (1 out, 0 tucked), so the float fades out as they tuck.
   */
  step(dtMs: number, timing: FloatTiming, out: number, reduced: boolean): void {
    this.clockMs += dtMs;
    if (reduced) {
      this.lift = 0;
      this.pulse = 1;
      return;
    }
    const t = this.clockMs % timing.bobEveryMs;
    const burst = burstMs(timing);
    const k = t < burst ? t / burst : 0;
    this.lift = Math.sin(k * Math.PI * 2) * timing.bobPx * out;
    this.pulse = 1 + 0.04 * out * Math.sin(k * Math.PI * 6);
  }

  /** How long the float needs no frame: 0 during a burst, else until the next one. */
  restMs(timing: FloatTiming): number {
    const t = this.clockMs % timing.bobEveryMs;
    return t < burstMs(timing) ? 0 : timing.bobEveryMs - t;
  }
}

function burstMs(timing: FloatTiming): number {
  return Math.min(timing.bobMs, timing.bobEveryMs);
}
