/**
 * The panel's "No telefone" box: the phone page's address and its QR code (read from the dev
 * server's relay), the joined phones with their live figures, and the panel's state sent to each
 * phone that joins (the commands themselves go out through phone-mirror.ts).
 */
import { renderSVG } from 'uqr';
import { PHONE_ADDRESS_PATH, PHONE_EVENTS } from './phone-protocol.ts';
import type { PhoneEntry, PhoneFigures } from './phone-protocol.ts';
import { sendToPhones, stateCalls } from './phone-mirror.ts';
import './phone-link.css';

const number = (value: number, digits = 1) => value.toLocaleString('pt-BR', { maximumFractionDigits: digits });

function figuresText(f: PhoneFigures | null): string {
  if (!f) return 'aguardando os números…';
  const counts = `draw calls ${f.drawCalls} · sprites ${f.sprites} · pool ${f.pool}`;
  if (f.frames === 0) return `em repouso (nenhum quadro em 2 s) · ${counts}`;
  return `${f.fps} fps · quadro ${number(f.frameMsP50)} / ${number(f.frameMsP95)} ms (p50 / p95) · `
    + `script ${number(f.scriptMsP50, 2)} / ${number(f.scriptMsP95, 2)} ms · ${counts}`;
}

function phoneItem(phone: PhoneEntry): HTMLLIElement {
  const li = document.createElement('li');
  li.dataset.phoneId = phone.id;
  const { device } = phone;
  const name = document.createElement('strong');
  name.textContent = device.name;
  const size = document.createElement('span');
  size.textContent = `DPR ${number(device.pixelRatio, 2)} · ${device.viewport.width} × ${device.viewport.height}`;
  const figures = document.createElement('span');
  figures.className = 'phone-figures';
  figures.textContent = figuresText(phone.figures);
  li.append(name, size, figures);
  return li;
}

function showPhones(list: HTMLUListElement, count: HTMLElement, phones: PhoneEntry[]): void {
  count.textContent = String(phones.length);
  if (phones.length === 0) {
    const empty = document.createElement('li');
    empty.className = 'phone-none';
    empty.textContent = 'Nenhum telefone conectado: aponte a câmera do telefone para o código.';
    list.replaceChildren(empty);
    return;
  }
  list.replaceChildren(...phones.map(phoneItem));
}

async function showAddress(qr: HTMLElement, links: HTMLElement): Promise<void> {
  const response = await fetch(PHONE_ADDRESS_PATH).catch(() => null);
  const urls = response?.ok ? ((await response.json()) as { urls: string[] }).urls : [];
  if (urls.length === 0) {
    links.textContent = 'O endereço do telefone só existe com `npm run sandbox`.';
    return;
  }
  qr.innerHTML = renderSVG(urls[0]!, { border: 1, pixelSize: 4 });
  qr.querySelector('svg')?.setAttribute('aria-label', `Código QR de ${urls[0]}`);
  links.replaceChildren(...urls.map((url) => Object.assign(document.createElement('a'), { href: url, textContent: url, target: '_blank' })));
}

/** Builds the box before `before` (the parameters pane) and joins the relay as a panel. */
export function startPhoneLink(before: Element): void {
  const box = document.createElement('details');
  box.className = 'phones';
  box.open = true;
  box.innerHTML = '<summary>No telefone (<span class="phone-count">0</span>)</summary>'
    + '<div class="phone-address"><div class="phone-qr"></div><div class="phone-links"></div></div>'
    + '<ul class="phone-list" aria-label="Telefones conectados"></ul>';
  before.before(box);
  const list = box.querySelector<HTMLUListElement>('.phone-list')!;
  const count = box.querySelector<HTMLElement>('.phone-count')!;
  showPhones(list, count, []);
  void showAddress(box.querySelector('.phone-qr')!, box.querySelector('.phone-links')!);
  const hot = import.meta.hot;
  if (!hot) return;
  hot.on(PHONE_EVENTS.phones, (data: { phones: PhoneEntry[] }) => showPhones(list, count, data.phones));
  hot.on(PHONE_EVENTS.joined, (data: { id: string }) => {
    const calls = stateCalls();
    if (calls.length > 0) sendToPhones(calls, data.id);
  });
  hot.send(PHONE_EVENTS.panelHello);
}
