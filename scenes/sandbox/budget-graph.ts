/**
 * A graph of the last seconds of frame times, one line per source, under a budget line. Generic
 * input: `push(sourceId, frameMs)` from anything that times frames (this device's stage, a
 * phone's figures). Plain 2D canvas, redrawn by the caller a few times a second: it shares the
 * main thread with the stage it measures, so it must stay cheap.
 */
import { percentile } from './percentile.ts';

const CAPACITY = 2048;
/** A pause longer than this between two frames (a resting slot) breaks the line. */
const GAP_MS = 120;
const PALETTE = ['#5ad1ff', '#ff8a3d', '#9be15d', '#ff5aa5'];

export interface SourceLook {
  label: string;
  color?: string;
}

export interface WindowFigures {
  frames: number;
  meanMs: number;
  p95Ms: number;
}

/** Frame times of one source in a fixed ring (time of each frame and its ms). */
class Series {
  readonly at = new Float64Array(CAPACITY);
  readonly ms = new Float32Array(CAPACITY);
  count = 0;
  constructor(public look: Required<SourceLook>) {}

  push(frameMs: number, atMs: number): void {
    this.at[this.count % CAPACITY] = atMs;
    this.ms[this.count % CAPACITY] = frameMs;
    this.count++;
  }

  /** Indexes (as counts) of the samples newer than `fromMs`, oldest first. */
  *since(fromMs: number): Generator<number> {
    const first = Math.max(0, this.count - CAPACITY);
    let i = this.count - 1;
    while (i >= first && this.at[i % CAPACITY]! >= fromMs) i--;
    for (let j = i + 1; j < this.count; j++) yield j % CAPACITY;
  }
}

export interface BudgetGraphOptions {
  windowMs: number;
  budgetMs: number;
  budgetLabel: string;
  heightPx?: number;
}

export class BudgetGraph {
  readonly canvas = document.createElement('canvas');
  private readonly series = new Map<string, Series>();

  constructor(private readonly options: BudgetGraphOptions) {
    this.canvas.className = 'budget-graph';
    this.canvas.style.height = `${options.heightPx ?? 110}px`;
    this.canvas.setAttribute('role', 'img');
  }

  /** Names a source (and its colour); a source pushed before being named is named by its id. */
  source(id: string, look: SourceLook): void {
    const color = look.color ?? PALETTE[this.series.size % PALETTE.length]!;
    const existing = this.series.get(id);
    if (existing) existing.look = { label: look.label, color };
    else this.series.set(id, new Series({ label: look.label, color }));
  }

  /** One frame of a source; each source's frames come in time order. */
  push(sourceId: string, frameMs: number, atMs = performance.now()): void {
    if (!this.series.has(sourceId)) this.source(sourceId, { label: sourceId });
    this.series.get(sourceId)!.push(frameMs, atMs);
  }

  /** Mean and 95th percentile of a source's frames over the last `windowMs` (default: the graph's). */
  figures(sourceId: string, windowMs = this.options.windowMs, nowMs = performance.now()): WindowFigures {
    const s = this.series.get(sourceId);
    if (!s) return { frames: 0, meanMs: 0, p95Ms: 0 };
    const values = [...s.since(nowMs - windowMs)].map((i) => s.ms[i]!).sort((a, b) => a - b);
    const sum = values.reduce((a, b) => a + b, 0);
    return { frames: values.length, meanMs: values.length === 0 ? 0 : sum / values.length, p95Ms: percentile(values, 0.95) };
  }

  draw(nowMs = performance.now()): void {
    const ctx = this.fitCanvas();
    if (!ctx) return;
    const { width, height } = this.canvas.getBoundingClientRect();
    const from = nowMs - this.options.windowMs;
    const top = this.scaleTop(from);
    const y = (ms: number) => height - 14 - (Math.min(ms, top) / top) * (height - 24);
    const x = (at: number) => ((at - from) / this.options.windowMs) * width;
    ctx.clearRect(0, 0, width, height);
    this.drawBudget(ctx, width, y);
    for (const s of this.series.values()) this.drawSeries(ctx, s, from, x, y);
    ctx.fillStyle = '#9a96ad';
    ctx.font = '10px system-ui, sans-serif';
    ctx.textAlign = 'left';
    ctx.fillText(`${(this.options.windowMs / 1000).toFixed(0)} s atrás`, 2, height - 2);
    ctx.textAlign = 'right';
    ctx.fillText(`escala ${top.toFixed(1)} ms`, width - 2, 10);
    this.canvas.setAttribute('aria-label', this.describe(nowMs));
  }

  /** Backing store at the device ratio, sized to the element. */
  private fitCanvas(): CanvasRenderingContext2D | null {
    const { width, height } = this.canvas.getBoundingClientRect();
    if (width === 0) return null;
    const ratio = window.devicePixelRatio || 1;
    const w = Math.round(width * ratio);
    const h = Math.round(height * ratio);
    if (this.canvas.width !== w || this.canvas.height !== h) Object.assign(this.canvas, { width: w, height: h });
    const ctx = this.canvas.getContext('2d');
    ctx?.setTransform(ratio, 0, 0, ratio, 0, 0);
    return ctx;
  }

  /** Room for the budget line and the slowest frame of the window. */
  private scaleTop(fromMs: number): number {
    let max = this.options.budgetMs * 1.5;
    for (const s of this.series.values()) for (const i of s.since(fromMs)) max = Math.max(max, s.ms[i]! * 1.1);
    return max;
  }

  private drawBudget(ctx: CanvasRenderingContext2D, width: number, y: (ms: number) => number): void {
    const budget = this.options.budgetMs;
    ctx.fillStyle = 'rgba(255, 201, 74, 0.14)';
    ctx.fillRect(0, y(budget), width, y(budget * 0.8) - y(budget));
    ctx.strokeStyle = '#f25f5c';
    ctx.setLineDash([5, 4]);
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(0, y(budget));
    ctx.lineTo(width, y(budget));
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.fillStyle = '#f25f5c';
    ctx.font = '10px system-ui, sans-serif';
    ctx.textAlign = 'left';
    ctx.fillText(this.options.budgetLabel, 2, y(budget) - 3);
  }

  private drawSeries(ctx: CanvasRenderingContext2D, s: Series, from: number, x: (at: number) => number, y: (ms: number) => number): void {
    ctx.strokeStyle = s.look.color;
    ctx.lineWidth = 1.25;
    ctx.beginPath();
    let lastAt = -Infinity;
    for (const i of s.since(from)) {
      const at = s.at[i]!;
      if (at - lastAt > GAP_MS) ctx.moveTo(x(at), y(s.ms[i]!));
      else ctx.lineTo(x(at), y(s.ms[i]!));
      lastAt = at;
    }
    ctx.stroke();
  }

  private describe(nowMs: number): string {
    const parts = [...this.series.entries()].map(([id, s]) => {
      const f = this.figures(id, this.options.windowMs, nowMs);
      return `${s.look.label}: ${f.frames} quadros, média ${f.meanMs.toFixed(2)} ms, p95 ${f.p95Ms.toFixed(2)} ms`;
    });
    return `Tempo por quadro, últimos ${(this.options.windowMs / 1000).toFixed(0)} s. ${this.options.budgetLabel}. ${parts.join('; ')}`;
  }
}
