/** Lucky gift box: idle breathing and shakes, `open(result)`, then a prize burst or an empty box. */
import { Container, Sprite } from 'pixi.js';
import type { Application } from 'pixi.js';
import { steppedTimeline, type Timeline } from '../core/gsap.ts';
import type { Scene, SceneContext, SceneStats } from '../core/scene.ts';
import type { ParamValues } from '../core/params.ts';
import { playSound, preloadSounds } from '../core/sound-output.ts';
import { getAtlas } from '../art/atlas.ts';
import type { GiftParamSpec } from './params.ts';
import type { GiftPhase, GiftResult } from './gift-logic.ts';
import { GiftMachine, idlePhase, idlePose } from './gift-logic.ts';
import { CanvasBreath } from './gift-breath.ts';
import { ENDING_MOTION_MS, GiftEnding, type EndingLook } from './gift-ending.ts';

export type GiftParams = ParamValues<GiftParamSpec>;

export interface GiftCallbacks {
  /** The ending is on screen: show the result dialog. */
  onSettled?(result: GiftResult): void;
}

/** The glow behind the idle box (it brightens for a win); with reduced motion it holds at `STILL_GLOW`. */
const IDLE_GLOW = 0.28;
const STILL_GLOW = 0.35;

export class GiftScene implements Scene<GiftParams> {
  readonly capturesPointer = false;
  private app: Application | null = null;
  private params!: GiftParams;
  private reduced = false;
  private machine = new GiftMachine();
  private root = new Container();
  private box = new Container();
  private lid = new Container();
  private glow: Sprite | null = null;
  private ending: GiftEnding | null = null;
  /** What the ending moves of the box, kept for every frame of it rather than made each frame. */
  private endingLook: EndingLook | null = null;
  /** The opening while it plays. */
  private playing: Timeline | null = null;
  /** The last opening, kept after it ended for the sandbox's scrubber. */
  private opening: Timeline | null = null;
  private clockMs = 0;
  private settled = false;
  private paused = false;
  private unit = 1;
  /** Set by inputs that change the drawing between frames (reset). */
  private dirty = false;
  private wake: () => void = () => undefined;
  private breath = new CanvasBreath(undefined);

  constructor(private readonly callbacks: GiftCallbacks = {}) {}

  get phase(): GiftPhase {
    return this.machine.phase;
  }

  /** The box's bounds on the slot's canvas (the sandbox's debug overlays draw them). */
  get boxBounds(): { x: number; y: number; width: number; height: number } | null {
    return this.app ? this.box.getBounds() : null;
  }

  init(ctx: SceneContext, params: GiftParams): void {
    preloadSounds();
    this.app = ctx.app;
    this.breath = new CanvasBreath(ctx.animateCanvas);
    this.wake = ctx.wake;
    this.params = params;
    this.reduced = ctx.reducedMotion;
    const atlas = getAtlas();
    this.root = new Container({ label: 'gift' });
    this.glow = new Sprite({ texture: atlas.frame('glow'), anchor: 0.5, tint: 0xffd25a, alpha: this.reduced ? STILL_GLOW : IDLE_GLOW });
    const shadow = new Sprite({ texture: atlas.frame('glow'), anchor: 0.5, tint: 0x000000, alpha: 0.35, label: 'shadow' });
    this.box = new Container();
    const body = new Sprite({ texture: atlas.frame('boxBody'), anchor: { x: 0.5, y: 1 } });
    this.lid = new Container();
    const lidSprite = new Sprite({ texture: atlas.frame('boxLid'), anchor: { x: 0.5, y: 1 } });
    const bow = new Sprite({ texture: atlas.frame('bow'), anchor: { x: 0.5, y: 1 } });
    bow.y = -38;
    this.lid.addChild(lidSprite, bow);
    this.lid.y = -110;
    this.box.addChild(body, this.lid);
    this.box.pivot.set(0, -20);
    const ending = new GiftEnding(atlas);
    this.ending = ending;
    this.endingLook = { won: false, reduced: this.reduced, unit: 1, gravity: 0, box: this.box, glow: this.glow };
    this.root.addChild(ending.rays, this.glow, shadow, ending.prize, this.box, ...ending.particles, ending.label);
    ctx.app.stage.addChild(this.root);
    this.machine.reset();
    this.settled = false;
  }

  resize(width: number, height: number): void {
    // A breath under way was made for the old size: the next frame starts it again.
    this.breath.stop();
    this.unit = (Math.min(width, height * 0.75) / 360) * this.params.boxScale;
    this.root.position.set(width / 2, height * 0.58);
    this.box.scale.set(this.unit);
    this.glow!.scale.set(this.unit * 2.6);
    this.glow!.y = -70 * this.unit;
    this.ending!.resize(this.unit, Math.min(width, height) / 330);
    const shadow = this.root.getChildByLabel('shadow')!;
    shadow.scale.set((200 * this.unit) / 160, (40 * this.unit) / 160);
    shadow.y = 22 * this.unit;
  }

  setParams(params: GiftParams): void {
    this.params = params;
    this.breath.stop();
    if (this.app) this.resize(this.app.screen.width, this.app.screen.height);
  }

  /** Plays the opening, then the ending for `result`. Ignored unless the box is idle. */
  open(result: GiftResult): void {
    if (!this.machine.open(result)) return;
    // The opening starts from the pose the breath had reached, drawn by the canvas from now on.
    const breathMs = this.breath.elapsedMs();
    if (breathMs !== null) {
      const pose = idlePose(breathMs, this.idleMotionMs(), this.params.breathAmount, this.params.shakeDeg);
      this.box.scale.set(this.unit * pose.sx, this.unit * pose.sy);
    }
    this.breath.stop();
    playSound('open', this.params.volume);
    const d = (this.reduced ? 250 : this.params.openMs) / 1000;
    this.box.rotation = 0;
    this.opening?.kill();
    this.playing = this.opening = steppedTimeline({ onComplete: () => this.startEnding() }, (tl) => {
      if (this.reduced) {
        tl.to(this.lid, { alpha: 0, duration: d });
        return;
      }
      const deg = (this.params.shakeDeg * Math.PI) / 180;
      tl.to(this.box, { rotation: deg, duration: d * 0.08, yoyo: true, repeat: 5, ease: 'sine.inOut' })
        .to(this.box.scale, { x: this.unit * 1.12, y: this.unit * 0.9, duration: d * 0.18, ease: 'power2.in' }, '<')
        .to(this.box, { rotation: 0, duration: d * 0.05 })
        .to(this.box.scale, { x: this.unit, y: this.unit, duration: d * 0.25, ease: 'back.out(3)' })
        .to(this.lid, { y: -300, x: 60, rotation: 0.7, alpha: 0, duration: d * 0.45, ease: 'power2.out' }, '<');
    });
    this.wake();
  }

  /**
   * Idle: a rest, then one breath and a wiggle, every `shakeEveryMs` (so none in the first seconds
   * of a page, while it starts). The breath is the compositor's (a transform of the canvas): the
   * scene needs one frame to start it, then rests until the next; without `Element.animate` the
   * breath is drawn frame by frame. After the ending's motion nothing moves until `reset()` or `open()`.
   */
  restMs(): number {
    if (this.dirty || this.playing) return 0;
    const phase = this.machine.phase;
    if (phase === 'idle') {
      if (this.reduced) return Infinity;
      const every = this.params.shakeEveryMs;
      const { cycle, restLeftMs, breathAtMs } = idlePhase(this.clockMs, every, this.idleMotionMs());
      if (restLeftMs > 0) return restLeftMs;
      // Started: rest through the breath, until the next one.
      return this.breath.onCanvasElement && this.breath.startedFor(cycle) ? every - breathAtMs : 0;
    }
    if (phase === 'won' || phase === 'empty') return this.ending!.ms < ENDING_MOTION_MS || !this.settled ? 0 : Infinity;
    return 0;
  }

  private idleMotionMs(): number {
    return Math.min(this.params.breathMs, this.params.shakeEveryMs);
  }

  update(dtMs: number): boolean {
    if (this.paused || !this.app) return false;
    this.clockMs += dtMs;
    const phase = this.machine.phase;
    let changed = this.dirty || this.playing !== null;
    this.dirty = false;
    if (phase === 'idle' && !this.reduced) changed = this.animateIdle() || changed;
    if (this.playing) this.playing.time(this.playing.time() + dtMs / 1000);
    if (phase === 'won' || phase === 'empty') {
      // Past the ending's motion the prize holds still (its rays turn only during the motion).
      changed ||= this.ending!.ms < ENDING_MOTION_MS;
      this.animateEnding(dtMs);
    }
    return changed;
  }

  pause(): void {
    this.paused = true;
    this.breath.stop();
  }

  resume(): void {
    this.paused = false;
  }

  stats(): SceneStats {
    return { liveSprites: 6 + (this.ending?.liveParticles() ?? 0), poolSize: this.ending?.particles.length ?? 0 };
  }

  /** Back to a closed box (sandbox, another chance). */
  reset(): void {
    this.opening?.kill();
    this.playing = this.opening = null;
    this.machine.reset();
    this.settled = false;
    this.lid.position.set(0, -110);
    this.lid.rotation = 0;
    this.lid.alpha = 1;
    this.box.scale.set(this.unit);
    this.breath.stop();
    this.hideEnding();
    this.dirty = true;
    this.wake();
  }

  /** The last opening and its ending's motion (sandbox): how long they last and where the box is in them. */
  timeline(): { durationMs: number; atMs: number } | null {
    const opening = this.opening;
    if (!opening || this.machine.phase === 'idle') return null;
    const openMs = opening.duration() * 1000;
    return { durationMs: openMs + ENDING_MOTION_MS, atMs: this.playing ? opening.time() * 1000 : openMs + Math.min(this.ending!.ms, ENDING_MOTION_MS) };
  }

  /** Shows the last opening, or its ending, `ms` into it (sandbox): no sound, no callback again. */
  seek(ms: number): void {
    const opening = this.opening;
    if (!opening || this.machine.phase === 'idle') return;
    const openMs = opening.duration() * 1000;
    if (ms < openMs) {
      if (this.machine.rewind()) this.hideEnding();
      this.playing = opening;
      opening.time(Math.max(ms, 0) / 1000, true);
    } else {
      if (this.playing) {
        opening.time(opening.duration(), true);
        this.endOpening();
      }
      this.showEnding();
      this.animateEnding(Math.min(ms - openMs, ENDING_MOTION_MS));
    }
    this.dirty = true;
    this.wake();
  }

  destroy(): void {
    this.breath.stop();
    this.opening?.kill();
    this.playing = this.opening = null;
    this.root.destroy({ children: true });
    this.glow = null;
    this.ending = null;
    this.endingLook = null;
    this.app = null;
  }

  /**
   * One breath with a wiggle every few seconds says "tap me"; still between. True if the canvas
   * must draw it (no `Element.animate`: the breath frame by frame, its glow pulsing).
   */
  private animateIdle(): boolean {
    const p = this.params;
    const motion = this.idleMotionMs();
    const { cycle, breathAtMs } = idlePhase(this.clockMs, p.shakeEveryMs, motion);
    if (this.breath.onCanvasElement) {
      if (breathAtMs >= 0 && !this.breath.startedFor(cycle)) {
        const app = this.app!;
        const pivot = { dx: this.root.x - app.screen.width / 2, dy: this.root.y - app.screen.height / 2 };
        this.breath.play(cycle, breathAtMs, { motionMs: motion, breathAmount: p.breathAmount, shakeDeg: p.shakeDeg }, pivot);
      }
      return false;
    }
    const k = Math.max(breathAtMs, 0);
    const pose = idlePose(k, motion, p.breathAmount, p.shakeDeg);
    const s = pose.sx * this.unit;
    if (this.box.scale.x === s && this.box.rotation === pose.rotation) return false;
    this.box.scale.set(s, this.unit * pose.sy);
    this.box.rotation = pose.rotation;
    this.glow!.alpha = IDLE_GLOW + 0.1 * Math.sin((k / motion) * Math.PI * 2);
    return true;
  }

  private startEnding(): void {
    this.endOpening();
    if (this.machine.phase === 'won') playSound('win', this.params.volume);
    this.showEnding();
  }

  private endOpening(): void {
    this.playing = null;
    // The lid has faded out (or flown off): not drawn from here on.
    this.lid.visible = this.lid.alpha > 0;
    this.machine.finish();
  }

  /** The ending's first frame: label, prize and burst at their start. */
  private showEnding(): void {
    const won = this.machine.phase === 'won';
    const result = this.machine.result;
    const count = won && !this.reduced ? this.params.burstCount : won ? 8 : 0;
    this.ending!.show(won && result?.kind === 'win' ? result.label : 'Não foi dessa vez', won, count, this.params.burstSpeed * this.unit);
    // This frame already shows the ending's start (particles at the box, label and prize hidden).
    this.animateEnding(0);
  }

  /** Nothing of an ending on screen: the closed box's look (a reset, or a seek back into the opening). */
  private hideEnding(): void {
    this.lid.visible = true;
    this.box.alpha = 1;
    this.box.rotation = 0;
    this.glow!.alpha = this.reduced ? STILL_GLOW : IDLE_GLOW;
    this.ending!.hide();
  }

  private animateEnding(dtMs: number): void {
    const look = this.endingLook!;
    look.won = this.machine.phase === 'won';
    look.unit = this.unit;
    look.gravity = this.params.gravity;
    this.ending!.animate(dtMs, look);
    if (!this.settled && this.ending!.ms >= (this.reduced ? 300 : this.params.revealMs)) {
      this.settled = true;
      if (this.machine.result) this.callbacks.onSettled?.(this.machine.result);
    }
  }
}
