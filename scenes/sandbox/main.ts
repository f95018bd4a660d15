/** The sandbox panel: tweakpane folders built from each scene's params.ts, scene controls and live stats. */
import { Pane } from 'tweakpane';
import type { FolderApi } from 'tweakpane';
import { defaultsOf, fromParamsFile, toParamsFile } from '../core/params.ts';
import type { ParamSpec } from '../core/params.ts';
import { wheelParams } from '../wheel/params.ts';
import { giftParams } from '../gift/params.ts';
import { rainParams } from '../rain/params.ts';
import { widgetParams } from '../widget/params.ts';
import { addBudgetPanel, addCostNote } from './budget-panel.ts';
import { addSavePanel, savedValues } from './save-panel.ts';
import { addTimePanel } from './time-panel.ts';
import type { StageTime } from './stage-time.ts';
import { mirrorToPhones } from './phone-mirror.ts';
import { startPhoneLink } from './phone-link.ts';
import { addOverlayPanel } from './overlay-panel.ts';
import { exposePanel, openCompare } from './compare-link.ts';
import type { OverlayFlags } from './overlay-switch.ts';

type SceneName = 'wheel' | 'gift' | 'rain' | 'widget';
/** The part of stage.ts's `window.stage` this panel uses. */
interface StageApi {
  show(name: SceneName, options: { reducedMotion?: boolean; segments?: number; values?: Record<string, number> }): Promise<void>;
  setParams(values: Record<string, number>): void;
  stats(): { fps: number; frameMs: number; drawCalls: number; liveSprites: number; poolSize: number; liveContexts: number };
  wheel(): { start(): void; spinTo(i: number): void; abort(): void } | null;
  gift(): { open(r: { kind: 'win'; label: string } | { kind: 'empty' }): void; reset(): void } | null;
  rain(): { start(): void; stop(): void } | null;
  time: StageTime;
  widgets(): { setLabel(id: string, text: string): void; setInsets(i: { top: number; right: number; bottom: number; left: number }): void } | null;
  overlays(flags: OverlayFlags): Promise<void>;
}
type PhoneWindow = Window & { stage?: StageApi };
const phone = () => iframe.contentWindow as PhoneWindow | null;

const SPECS: Record<SceneName, ParamSpec> = { wheel: wheelParams, gift: giftParams, rain: rainParams, widget: widgetParams };
const iframe = document.getElementById('phone') as HTMLIFrameElement;
const paneHost = document.getElementById('pane')!;
let pane: Pane | null = null;
let scene: SceneName = 'wheel';
let reduced = false;
const values: Record<SceneName, Record<string, number>> = {
  wheel: defaultsOf(wheelParams), gift: defaultsOf(giftParams), rain: defaultsOf(rainParams), widget: defaultsOf(widgetParams),
};
const stats = { fps: 0, 'script ms': 0, 'draw calls': 0, sprites: 0, pool: 0, contextos: 0 };
const controls = { segmentos: 8, fatia: 0 };
let syncTime: (() => void) | null = null;

async function stage(): Promise<StageApi> {
  for (;;) {
    const api = phone()?.stage;
    // Whatever the panel does to its stage, the joined phones' stages do too.
    if (api && iframe.contentDocument?.body.dataset.ready) return mirrorToPhones(api);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function setFrame(size: string): void {
  const [w, h] = size.split('x').map(Number);
  iframe.width = String(w);
  iframe.height = String(h);
  document.querySelectorAll<HTMLButtonElement>('[data-size]').forEach((b) => b.setAttribute('aria-pressed', String(b.dataset.size === size)));
}

async function showScene(name: SceneName): Promise<void> {
  scene = name;
  document.querySelectorAll<HTMLButtonElement>('[data-scene]').forEach((b) => b.setAttribute('aria-pressed', String(b.dataset.scene === name)));
  const api = await stage();
  values[name] = await savedValues(name, SPECS[name], values[name]);
  if (scene !== name) return; // another scene was picked meanwhile
  await api.show(name, { reducedMotion: reduced, segments: controls.segmentos, values: values[name] });
  if (scene === name) buildPane(api);
}

function actions(f: FolderApi, api: StageApi): void {
  const button = (title: string, run: () => void) => f.addButton({ title }).on('click', run);
  if (scene === 'wheel') {
    f.addBinding(controls, 'segmentos', { min: 4, max: 12, step: 1, label: 'Segmentos' }).on('change', () => void showScene('wheel'));
    f.addBinding(controls, 'fatia', { min: 0, max: 11, step: 1, label: 'Fatia sorteada' });
    button('Girar (aguardando servidor)', () => api.wheel()?.start());
    button('Parar na fatia', () => api.wheel()?.spinTo(Math.min(controls.fatia, controls.segmentos - 1)));
    button('Erro: abortar', () => api.wheel()?.abort());
  } else if (scene === 'gift') {
    button('Abrir: ganhou', () => api.gift()?.open({ kind: 'win', label: '+50 pontos' }));
    button('Abrir: vazia', () => api.gift()?.open({ kind: 'empty' }));
    button('Fechar de novo', () => api.gift()?.reset());
  } else if (scene === 'rain') {
    button('Começar a chuva', () => api.rain()?.start());
    button('Parar a chuva', () => api.rain()?.stop());
  } else {
    button('Contagem: 00:00:09', () => api.widgets()?.setLabel('chuva', '00:00:09'));
    button('Simular entalhe (notch)', () => api.widgets()?.setInsets({ top: 47, right: 0, bottom: 34, left: 0 }));
    button('Arrastar widget (demo)', () => void dragDemo(api));
  }
}

async function dragDemo(api: StageApi): Promise<void> {
  const doc = iframe.contentDocument!;
  const el = doc.querySelector<HTMLElement>('[data-widget-id="codigos"]');
  if (!el) return;
  const r = el.getBoundingClientRect();
  const fire = (type: string, x: number, y: number) => el.dispatchEvent(new PointerEvent(type, { clientX: x, clientY: y, pointerId: 1, bubbles: true }));
  fire('pointerdown', r.x + 30, r.y + 30);
  for (let i = 1; i <= 20; i++) {
    fire('pointermove', r.x + 30 - i * 12, r.y + 30 - i * 8);
    await new Promise((res) => setTimeout(res, 16));
  }
  fire('pointerup', r.x + 30 - 240, r.y + 30 - 160);
  void api;
}

function buildPane(api: StageApi): void {
  pane?.dispose();
  pane = new Pane({ container: paneHost, title: 'Parâmetros' });
  const spec = SPECS[scene];
  const tuning = pane.addFolder({ title: 'Ajustes' });
  for (const [key, p] of Object.entries(spec)) {
    addCostNote(tuning.addBinding(values[scene], key, { min: p.min, max: p.max, step: p.step, label: p.label }).on('change', () => api.setParams(values[scene])), p);
  }
  tuning.addButton({ title: 'Restaurar padrões' }).on('click', () => {
    values[scene] = defaultsOf(spec);
    api.setParams(values[scene]);
    buildPane(api);
  });
  actions(pane.addFolder({ title: 'Comandos' }), api);
  syncTime = addTimePanel(pane.addFolder({ title: 'Tempo' }), () => phone()?.stage?.time);
  const options = pane.addFolder({ title: 'Opções' });
  options.addBinding({ reduzido: reduced }, 'reduzido', { label: 'Movimento reduzido' }).on('change', (e) => {
    reduced = e.value;
    void showScene(scene);
  });
  const file = pane.addFolder({ title: 'Arquivo de parâmetros' });
  file.addButton({ title: 'Exportar JSON' }).on('click', () => exportJson());
  file.addButton({ title: 'Importar JSON' }).on('click', () => importJson(api));
  addSavePanel(file, tuning, scene, spec, () => values[scene]);
  file.addButton({ title: 'Comparar versões' }).on('click', openCompare);
  addOverlayPanel(pane, () => phone()?.stage);
  const monitor = pane.addFolder({ title: 'Desempenho' });
  for (const key of Object.keys(stats) as (keyof typeof stats)[]) monitor.addBinding(stats, key, { readonly: true, format: (v: number) => v.toFixed(key === 'script ms' ? 2 : 0) });
  addBudgetPanel(monitor, () => iframe.contentWindow?.stage);
}

function exportJson(): void {
  const blob = new Blob([JSON.stringify(toParamsFile(scene, SPECS[scene], values[scene]), null, 2)], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = `${scene}.json`; // drop it in assets/scene-params/ and the app uses it
  a.click();
  URL.revokeObjectURL(a.href);
}

function importJson(api: StageApi): void {
  const input = document.createElement('input');
  input.type = 'file';
  input.accept = 'application/json,.json';
  input.onchange = async () => {
    try {
      const text = await input.files?.[0]?.text();
      values[scene] = { ...fromParamsFile(scene, SPECS[scene], JSON.parse(text ?? '')) };
      api.setParams(values[scene]);
      buildPane(api);
    } catch (error) {
      alert(error instanceof Error ? error.message : 'Não foi possível ler o arquivo.');
    }
  };
  input.click();
}

setInterval(() => {
  const s = phone()?.stage?.stats();
  if (!s) return;
  Object.assign(stats, { fps: s.fps, 'script ms': s.frameMs, 'draw calls': s.drawCalls, sprites: s.liveSprites, pool: s.poolSize, contextos: s.liveContexts });
  pane?.refresh();
  syncTime?.();
}, 250);

document.querySelectorAll<HTMLButtonElement>('[data-size]').forEach((b) => b.addEventListener('click', () => setFrame(b.dataset.size!)));
document.querySelectorAll<HTMLButtonElement>('[data-scene]').forEach((b) => b.addEventListener('click', () => void showScene(b.dataset.scene as SceneName)));
startPhoneLink(paneHost);
setFrame('360x740');
void showScene('wheel');
// The compare view (compare.ts) reads these values and hands back the version chosen there.
exposePanel({ current: () => ({ scene, values }), use: (name, chosen) => { values[name] = { ...chosen }; void showScene(name); } });
