/**
 * The panel's frame budget: the stage's frame times of the last seconds as a graph under the
 * low-end phone's budget line, the figures coloured against it, and the notes beside the sliders
 * of params that cost frames. Hooked into main.ts's "Desempenho" folder and its sliders.
 */
import type { BladeApi, FolderApi } from 'tweakpane';
import type { NumberParam } from '../core/params.ts';
import { BudgetGraph } from './budget-graph.ts';
import { LOW_END_BUDGET_MS, LOW_END_FACTOR, budgetLevel } from './frame-budget.ts';
import type { BudgetLevel } from './frame-budget.ts';
import type { StageApi } from './stage.ts';
import { appendToFolder } from './pane-dom.ts';
import './budget.css';

const WINDOW_MS = 5000;
/** The "script" figure is the mean of the last second: steadier than one frame, still live. */
const RECENT_MS = 1000;
const POLL_MS = 100;
const THIS_DEVICE = 'este-aparelho';
const LEVEL_WORDS: Record<BudgetLevel, string> = { ok: 'folga', near: 'no limite', over: 'acima' };
const ms = (v: number) => `${v.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ms`;

const graph = new BudgetGraph({
  windowMs: WINDOW_MS,
  budgetMs: LOW_END_BUDGET_MS,
  budgetLabel: `celular simples a 60 fps: ${ms(LOW_END_BUDGET_MS)}`,
});
graph.source(THIS_DEVICE, { label: 'este aparelho (script por quadro)', color: '#5ad1ff' });

/** Pushes to the graph (generic input: another source, such as a phone's own figures, may feed it too). */
export function pushFrame(sourceId: string, frameMs: number, atMs?: number): void {
  graph.push(sourceId, frameMs, atMs);
}

const figures = document.createElement('div');
figures.className = 'budget-figures';
figures.setAttribute('role', 'status');

function figure(name: string, value: number, title: string): HTMLElement {
  const level = budgetLevel(value);
  const el = document.createElement('span');
  el.className = `budget-figure budget-${level}`;
  el.dataset.level = level;
  el.title = title;
  el.textContent = `${name} ${ms(value)} · ${LEVEL_WORDS[level]}`;
  return el;
}

/** A figure with no frames to judge: the slot rests, which costs nothing. */
function resting(name: string, title: string): HTMLElement {
  const el = document.createElement('span');
  el.className = 'budget-figure budget-rest';
  el.dataset.level = 'rest';
  el.title = title;
  el.textContent = `${name} — · em repouso`;
  return el;
}

function showFigures(now: number): void {
  const recent = graph.figures(THIS_DEVICE, RECENT_MS, now);
  const windowed = graph.figures(THIS_DEVICE, WINDOW_MS, now);
  if (windowed.frames === 0) {
    figures.replaceChildren('Sem quadros nos últimos 5 s (a cena está em repouso).');
    return;
  }
  figures.replaceChildren(
    recent.frames === 0 ? resting('script', 'Nenhum quadro no último segundo') : figure('script', recent.meanMs, 'Média do último segundo'),
    figure('p95', windowed.p95Ms, '95 % dos quadros dos últimos 5 s ficaram abaixo disto'),
  );
}

/** Which of the stage's two slots draws the scene on show (stage.ts `stats()` reads the same). */
function slotOf(stage: StageApi): 'page' | 'overlay' {
  const name = stage.current()?.name;
  return name === 'wheel' || name === 'gift' ? 'page' : 'overlay';
}

/**
 * Reads the frames the stage's probe counted since the last poll. The probe keeps no time per
 * frame; running frames come one per display frame, so they are placed 1/60 s apart ending now.
 */
function sampler(stage: () => StageApi | undefined): () => void {
  const seen = { page: -1, overlay: -1 };
  return () => {
    const api = stage();
    if (!api) return;
    const slot = slotOf(api);
    const probe = api.probe(slot);
    const now = performance.now();
    const from = seen[slot] < 0 || probe.count < seen[slot] ? probe.count : Math.max(seen[slot], probe.count - probe.samples.length);
    for (let i = from; i < probe.count; i++) pushFrame(THIS_DEVICE, probe.samples[i % probe.samples.length]!, now - (probe.count - 1 - i) * (1000 / 60));
    seen[slot] = probe.count;
    if (!graph.canvas.isConnected) return;
    graph.draw(now);
    showFigures(now);
  };
}

let polling = false;

/** Puts the graph and its figures in `folder` (the pane is rebuilt on each scene: they move along). */
export function addBudgetPanel(folder: FolderApi, stage: () => StageApi | undefined): void {
  const legend = document.createElement('p');
  legend.className = 'budget-legend';
  legend.textContent = `Linha: 16,7 ms ÷ ${LOW_END_FACTOR.toLocaleString('pt-BR')} (um celular simples ≈ este aparelho a 6× de CPU, npm run bench:scenes). Âmbar a partir de 80 %, vermelho acima.`;
  appendToFolder(folder, graph.canvas, figures, legend);
  if (polling) return;
  polling = true;
  setInterval(sampler(stage), POLL_MS);
}

/** The note beside a slider whose param costs frames (`cost` in its params.ts). */
export function addCostNote(binding: BladeApi, param: NumberParam): void {
  if (!param.cost) return;
  const note = document.createElement('div');
  note.className = 'cost-note';
  note.textContent = `Custa quadros: ${param.cost}`;
  // Inside the binding's row (wrapped under it): Tweakpane places its blades by their index
  // among the folder's children, which an element of ours between them would shift.
  binding.element.classList.add('has-cost-note');
  binding.element.append(note);
}
