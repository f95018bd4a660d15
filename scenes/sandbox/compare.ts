/**
 * The compare view: two stages of the same size play two versions of a scene's params at once,
 * with the same seed and every command sent to both in the same task, so the wheel lands on the
 * same slice and the same envelopes fall; the diff lists the params that differ. "Usar esta"
 * hands one version back to the panel that opened this page.
 */
import { defaultsOf, fromParamsFile } from '../core/params.ts';
import type { ParamSpec } from '../core/params.ts';
import { wheelParams } from '../wheel/params.ts';
import { giftParams } from '../gift/params.ts';
import { rainParams } from '../rain/params.ts';
import { widgetParams } from '../widget/params.ts';
import { diffParams } from './compare-diff.ts';
import { panelLink } from './compare-link.ts';
import type { SceneName, SceneValues } from './compare-link.ts';
import type { StageApi } from './stage.ts';

const SPECS: Record<SceneName, ParamSpec> = { wheel: wheelParams, gift: giftParams, rain: rainParams, widget: widgetParams };
const SCENE_LABELS: Record<SceneName, string> = { wheel: 'roleta', gift: 'caixa da sorte', rain: 'chuva de envelopes', widget: 'widgets' };
const FRAME_W = 360;
const FRAME_H = 740;

type Side = 'a' | 'b';
/** A version: the panel's current values, the defaults (no panel), or a params file. */
interface Version { source: string; file: boolean; values: SceneValues }

const $ = <T extends HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const frames: Record<Side, HTMLIFrameElement> = { a: $('#frame-a'), b: $('#frame-b') };
const state: { scene: SceneName; versions: Record<Side, Version> } = { scene: 'wheel', versions: { a: currentVersion('wheel'), b: currentVersion('wheel') } };
const wheelInput = { segments: 8, slice: 0 };

function currentVersion(scene: SceneName): Version {
  const panel = panelLink();
  return panel
    ? { source: 'atual do painel', file: false, values: { ...panel.current().values[scene] } }
    : { source: 'padrões', file: false, values: defaultsOf(SPECS[scene]) };
}

async function stageOf(side: Side): Promise<StageApi> {
  for (;;) {
    const api = frames[side].contentWindow?.stage;
    if (api && frames[side].contentDocument?.body.dataset.ready) return api;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Both stages, once both are ready: commands go to both in the same task. */
const stages = async (): Promise<StageApi[]> => Promise.all([stageOf('a'), stageOf('b')]);

function say(text: string): void {
  $('#message').textContent = text;
}

let restarting: Promise<void> = Promise.resolve();

/** Mounts the scene in both frames with the same seed and input, each with its version's values (one restart at a time). */
function restart(): Promise<void> {
  restarting = restarting.then(restartNow, restartNow);
  return restarting;
}

async function restartNow(): Promise<void> {
  const seed = Number($<HTMLInputElement>('#seed').value) || 0;
  const reducedMotion = $<HTMLInputElement>('#reduced').checked;
  const [a, b] = await stages();
  const options = { seed, reducedMotion, segments: wheelInput.segments };
  await Promise.all([
    a!.show(state.scene, { ...options, values: state.versions.a.values }),
    b!.show(state.scene, { ...options, values: state.versions.b.values }),
  ]);
  document.body.dataset.playing = `${state.scene}:${seed}:${reducedMotion ? 'reduzido' : 'normal'}`;
}

function renderDiff(): void {
  const rows = diffParams(SPECS[state.scene], state.versions.a.values, state.versions.b.values);
  const body = $('#diff tbody');
  body.replaceChildren(...rows.map((d) => {
    const tr = document.createElement('tr');
    tr.dataset.param = d.key;
    const name = document.createElement('td');
    name.append(d.label, Object.assign(document.createElement('small'), { textContent: d.key }));
    tr.append(name, ...[d.a, d.b].map((v) => Object.assign(document.createElement('td'), { textContent: String(v) })));
    return tr;
  }));
  $('#diff').hidden = rows.length === 0;
  $('#diff-empty').hidden = rows.length > 0;
}

function renderSources(): void {
  for (const side of ['a', 'b'] as const) $(`[data-side="${side}"] .source`).textContent = state.versions[side].source;
  document.querySelectorAll<HTMLButtonElement>('[data-scene]').forEach((b) => b.setAttribute('aria-pressed', String(b.dataset.scene === state.scene)));
}

/** A new scene: files of another scene give way to the panel's values. */
function switchScene(scene: SceneName): void {
  for (const side of ['a', 'b'] as const) if (scene !== state.scene || !state.versions[side].file) state.versions[side] = currentVersion(scene);
  state.scene = scene;
  renderCommands();
}

function render(): void {
  renderSources();
  renderDiff();
}

async function loadFile(side: Side, input: HTMLInputElement): Promise<void> {
  const file = input.files?.[0];
  if (!file) return;
  try {
    const json = JSON.parse(await file.text()) as { scene?: unknown };
    const scene = json.scene as SceneName;
    if (!(scene in SPECS)) throw new Error(`Arquivo de cena desconhecida: "${String(json.scene)}".`);
    const other = state.versions[side === 'a' ? 'b' : 'a'];
    if (other.file && scene !== state.scene) throw new Error(`Os arquivos são de cenas diferentes (${SCENE_LABELS[state.scene]} e ${SCENE_LABELS[scene]}).`);
    const values = { ...fromParamsFile(scene, SPECS[scene], json) };
    if (scene !== state.scene) switchScene(scene);
    state.versions[side] = { source: file.name, file: true, values };
    say('');
  } catch (error) {
    say(error instanceof Error ? error.message : 'Não foi possível ler o arquivo.');
  } finally {
    input.value = '';
  }
  render();
  await restart();
}

function use(side: Side): void {
  const panel = panelLink();
  if (!panel) {
    say('Abra esta página pelo botão "Comparar versões" do painel para usar uma versão.');
    return;
  }
  panel.use(state.scene, { ...state.versions[side].values });
  // A side showing the panel's values now shows the chosen ones.
  for (const s of ['a', 'b'] as const) if (!state.versions[s].file) state.versions[s] = currentVersion(state.scene);
  say(`Versão ${side.toUpperCase()} agora é a atual do painel.`);
  render();
}

/** The commands of the scene shown, each sent to both stages in one task. */
function renderCommands(): void {
  const host = $('#commands');
  host.replaceChildren();
  const button = (title: string, run: (s: StageApi) => void) => {
    const b = Object.assign(document.createElement('button'), { type: 'button', textContent: title });
    // After any restart under way (a seed typed, then a click that blurs it): else the command would go to the old mount.
    b.addEventListener('click', () => void restarting.then(stages).then((all) => all.forEach(run)));
    host.append(b);
  };
  const number = (label: string, key: keyof typeof wheelInput, max: number, change?: () => void) => {
    const input = Object.assign(document.createElement('input'), { type: 'number', min: '0', max: String(max), value: String(wheelInput[key]), id: `wheel-${key}` });
    input.addEventListener('change', () => {
      wheelInput[key] = Math.round(Number(input.value) || 0);
      change?.();
    });
    const l = Object.assign(document.createElement('label'), { textContent: label });
    l.append(input);
    host.append(l);
  };
  if (state.scene === 'wheel') {
    number('Segmentos', 'segments', 12, () => void restart());
    number('Fatia sorteada', 'slice', 11);
    button('Girar (aguardando servidor)', (s) => s.wheel()?.start());
    button('Parar na fatia', (s) => s.wheel()?.spinTo(Math.min(wheelInput.slice, wheelInput.segments - 1)));
    button('Erro: abortar', (s) => s.wheel()?.abort());
  } else if (state.scene === 'gift') {
    button('Abrir: ganhou', (s) => s.gift()?.open({ kind: 'win', label: '+50 pontos' }));
    button('Abrir: vazia', (s) => s.gift()?.open({ kind: 'empty' }));
    button('Fechar de novo', (s) => s.gift()?.reset());
  } else if (state.scene === 'rain') {
    button('Começar a chuva', (s) => s.rain()?.start());
    button('Parar a chuva', (s) => s.rain()?.stop());
  } else {
    button('Contagem: 00:00:09', (s) => s.widgets()?.setLabel('chuva', '00:00:09'));
    button('Simular entalhe (notch)', (s) => s.widgets()?.setInsets({ top: 47, right: 0, bottom: 34, left: 0 }));
  }
}

/** Both frames keep their 360 × 740 inside and are shown scaled to the window's height. */
function fit(): void {
  const fitHeight = (innerHeight - 80) / (FRAME_H + 12);
  const fitWidth = (innerWidth - 340 - 80) / (2 * (FRAME_W + 12));
  document.documentElement.style.setProperty('--fit', String(Math.min(1, fitHeight, fitWidth)));
}

$<HTMLInputElement>('#file-a').addEventListener('change', (e) => void loadFile('a', e.target as HTMLInputElement));
$<HTMLInputElement>('#file-b').addEventListener('change', (e) => void loadFile('b', e.target as HTMLInputElement));
$('#use-current').addEventListener('click', () => {
  state.versions.a = currentVersion(state.scene);
  render();
  void restart();
});
$('#restart').addEventListener('click', () => void restart());
$('#seed').addEventListener('change', () => void restart());
$('#reduced').addEventListener('change', () => void restart());
document.querySelectorAll<HTMLButtonElement>('[data-use]').forEach((b) => b.addEventListener('click', () => use(b.dataset.use as Side)));
function showScene(scene: SceneName): Promise<void> {
  switchScene(scene);
  render();
  return restart();
}

document.querySelectorAll<HTMLButtonElement>('[data-scene]').forEach((b) => b.addEventListener('click', () => void showScene(b.dataset.scene as SceneName)));
addEventListener('resize', fit);
fit();
void showScene(panelLink()?.current().scene ?? 'wheel');
