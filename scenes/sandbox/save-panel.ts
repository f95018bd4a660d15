/**
 * "Salvar no projeto": writes the scene's values to `assets/scene-params/<scene>.json` through the
 * dev server (scripts/sandbox/save-params.ts), and lists the values that differ from the defaults
 * in params.ts (also marked on their sliders). The panel starts from the saved file, so what it
 * shows is what the app uses.
 */
import type { FolderApi } from 'tweakpane';
import { fromParamsFile } from '../core/params.ts';
import type { ParamSpec } from '../core/params.ts';
import { describeDifference, differences, fileToSave } from './scene-files.ts';
import { appendToFolder } from './pane-dom.ts';
import './budget.css';

const ROUTE = '/__sandbox/params/';
const NO_SERVER = 'Salvar no projeto precisa do servidor de desenvolvimento (npm run sandbox).';

type Status = { kind: 'ok' | 'error' | 'info'; text: string };
/** The last outcome per scene: the pane is rebuilt on every scene change and must show it again. */
const statuses = new Map<string, Status>();
const loaded = new Set<string>();

interface Answer {
  saved?: string;
  removed?: string;
  error?: string;
  problems?: string[];
}

async function post(scene: string, spec: ParamSpec, values: Record<string, number>): Promise<Status> {
  let res: Response;
  try {
    res = await fetch(`${ROUTE}${scene}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(fileToSave(scene, spec, values)) });
  } catch {
    return { kind: 'error', text: NO_SERVER };
  }
  const body = (await res.json().catch(() => null)) as Answer | null;
  if (!body) return { kind: 'error', text: NO_SERVER };
  if (!res.ok) return { kind: 'error', text: [body.error ?? `Erro ${res.status}.`, ...(body.problems ?? [])].join('\n') };
  if (body.removed) return { kind: 'ok', text: `Tudo no padrão: ${body.removed} removido, o app usa os valores de params.ts.` };
  return { kind: 'ok', text: `Salvo em ${body.saved} às ${new Date().toLocaleTimeString('pt-BR')}. O app usa estes valores a partir do próximo build.` };
}

/**
 * The scene's values from its saved file, the first time the scene is shown (later the panel's own
 * values win); `current` when there is no file or no dev server.
 */
export async function savedValues(scene: string, spec: ParamSpec, current: Record<string, number>): Promise<Record<string, number>> {
  if (loaded.has(scene)) return current;
  loaded.add(scene);
  try {
    const res = await fetch(`${ROUTE}${scene}`);
    if (res.status !== 200) return current;
    const values = { ...fromParamsFile(scene, spec, await res.json()) };
    statuses.set(scene, { kind: 'info', text: `Valores carregados de assets/scene-params/${scene}.json.` });
    return values;
  } catch (error) {
    // fromParamsFile's own refusals are plain Errors; no dev server shows as a TypeError or a SyntaxError.
    if (error instanceof Error && error.constructor === Error) statuses.set(scene, { kind: 'error', text: `assets/scene-params/${scene}.json ignorado: ${error.message}` });
    return current;
  }
}

function renderDifferences(list: HTMLElement, tuning: FolderApi, spec: ParamSpec, values: Record<string, number>): void {
  const diff = differences(spec, values);
  const title = document.createElement('p');
  title.textContent = diff.length === 0 ? 'Todos os valores estão no padrão de params.ts.'
    : `${diff.length} ${diff.length === 1 ? 'valor diferente' : 'valores diferentes'} do padrão:`;
  const items = diff.map((d) => Object.assign(document.createElement('li'), { textContent: describeDifference(d) }));
  const ul = document.createElement('ul');
  ul.className = 'param-differences';
  ul.append(...items);
  list.replaceChildren(title, ...(items.length > 0 ? [ul] : []));
  const changed = new Set(diff.map((d) => d.key));
  for (const blade of tuning.children) {
    const key = (blade as { key?: unknown }).key;
    if (typeof key === 'string') blade.element.classList.toggle('param-differs', changed.has(key));
  }
}

function renderStatus(el: HTMLElement, status: Status | undefined): void {
  el.textContent = status?.text ?? '';
  el.dataset.kind = status?.kind ?? '';
}

/**
 * Adds the button, its status line and the list of differences to `file`; `tuning` holds the
 * scene's sliders (marked when they differ, and listened to for changes).
 */
export function addSavePanel(file: FolderApi, tuning: FolderApi, scene: string, spec: ParamSpec, values: () => Record<string, number>): void {
  const status = document.createElement('p');
  status.className = 'save-status';
  status.setAttribute('role', 'status');
  const list = document.createElement('div');
  list.className = 'param-differences-box';
  const button = file.addButton({ title: 'Salvar no projeto' });
  button.on('click', async () => {
    button.disabled = true;
    renderStatus(status, { kind: 'info', text: 'Salvando…' });
    const outcome = await post(scene, spec, values());
    statuses.set(scene, outcome);
    renderStatus(status, outcome);
    button.disabled = false;
  });
  appendToFolder(file, status, list);
  renderStatus(status, statuses.get(scene));
  renderDifferences(list, tuning, spec, values());
  tuning.on('change', () => renderDifferences(list, tuning, spec, values()));
}
