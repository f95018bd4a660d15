/**
 * The panel's "Tempo" folder: pause and play, the scene clock's rate, one frame at a time, and a
 * scrubber over the shown scene's current animation (it pauses the clock while it moves).
 */
import type { ButtonApi, FolderApi } from 'tweakpane';
import type { StageTime } from './stage-time.ts';

const RATES = [0.1, 0.25, 0.5, 1];
const rateLabel = (rate: number) => `${String(rate).replace('.', ',')}×`;

/** `time`: the stage's `window.stage.time` (the stage lives in the phone's iframe and may reload). */
export function addTimePanel(folder: FolderApi, time: () => StageTime | undefined): () => void {
  const view = { momento: 0, tempo: '—', relogio: 0 };
  const pauseButton = folder.addButton({ title: 'Pausar' });
  pauseButton.on('click', () => {
    const t = time();
    if (!t) return;
    if (t.clock().paused) t.play();
    else t.pause();
    sync();
  });
  const rateButtons: ButtonApi[] = RATES.map((rate) => {
    const button = folder.addButton({ title: rateLabel(rate), label: rate === RATES[0] ? 'Velocidade' : '' });
    button.on('click', () => {
      time()?.setRate(rate);
      sync();
    });
    return button;
  });
  folder.addButton({ title: 'Avançar 1 quadro' }).on('click', () => {
    time()?.step();
    sync();
  });
  let syncing = false;
  const scrubber = folder.addBinding(view, 'momento', { min: 0, max: 100, step: 0.1, label: 'Animação (%)' });
  scrubber.on('change', (e) => {
    const span = time()?.span();
    if (syncing || !span) return;
    time()?.seek((e.value / 100) * span.durationMs);
    sync();
  });
  const shown = folder.addBinding(view, 'tempo', { readonly: true, label: 'Momento (ms)' });
  const clock = folder.addBinding(view, 'relogio', { readonly: true, label: 'Relógio da cena (ms)', format: (v: number) => v.toFixed(1) });

  /** Shows the clock and the animation as they are now (the panel's refresh calls it too). */
  function sync(): void {
    const t = time();
    if (!t) return;
    const { paused, rate } = t.clock();
    pauseButton.title = paused ? 'Continuar' : 'Pausar';
    rateButtons.forEach((b, i) => { b.title = RATES[i] === rate ? `● ${rateLabel(RATES[i]!)}` : rateLabel(RATES[i]!); });
    const span = t.span();
    view.tempo = span ? `${span.atMs.toFixed(1)} de ${span.durationMs.toFixed(1)}` : 'sem animação';
    view.relogio = t.elapsed();
    syncing = true;
    if (span && span.durationMs > 0) view.momento = (span.atMs / span.durationMs) * 100;
    scrubber.refresh();
    syncing = false;
    shown.refresh();
    clock.refresh();
  }
  sync();
  return sync;
}
