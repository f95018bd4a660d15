/**
 * Transparent DOM buttons over each widget. The overlay canvas lets every tap through
 * (pointer-events: none), so taps on the page beneath always work; only these 67.5 px buttons
 * catch the finger. They also make widgets reachable by keyboard and screen readers. Each widget
 * is a slot (`data-widget-slot`) placed where the widget is, holding its button and, beside it,
 * the close button (a button inside a button is invalid and read as one control).
 */
import { WIDGET_SIZE_PX } from '../../src/domain/constants.ts';
import { OVERLAY_Z_INDEX } from '../runtime/canvas.ts';
import { widgetAccessibleName } from './widget-logic.ts';

export interface ProxyHandlers {
  down(id: string, x: number, y: number): void;
  move(id: string, x: number, y: number): void;
  up(id: string, x: number, y: number, cancelled: boolean): void;
  /** Keyboard activation (Enter / Space). */
  activate(id: string): void;
  close(id: string): void;
}

const CLOSE_PX = 26;

export class ProxyLayer {
  private readonly layer: HTMLDivElement;
  private readonly slots = new Map<string, { slot: HTMLDivElement; button: HTMLButtonElement; close: HTMLButtonElement | null; name: string | undefined }>();

  constructor(doc: Document, private readonly handlers: ProxyHandlers) {
    this.layer = doc.createElement('div');
    this.layer.dataset.widgetLayer = '';
    Object.assign(this.layer.style, { position: 'fixed', inset: '0', pointerEvents: 'none', zIndex: String(OVERLAY_Z_INDEX + 1) });
    doc.body.appendChild(this.layer);
  }

  add(id: string, label: string, closeLabel: string | null, name?: string): void {
    const doc = this.layer.ownerDocument;
    const slot = doc.createElement('div');
    slot.dataset.widgetSlot = id;
    Object.assign(slot.style, { position: 'absolute', left: '0', top: '0', width: `${WIDGET_SIZE_PX}px`, height: `${WIDGET_SIZE_PX}px`, pointerEvents: 'none' });
    const button = doc.createElement('button');
    button.type = 'button';
    button.dataset.widgetId = id;
    button.setAttribute('aria-label', widgetAccessibleName(name, label));
    Object.assign(button.style, {
      position: 'absolute', left: '0', top: '0', width: `${WIDGET_SIZE_PX}px`, height: `${WIDGET_SIZE_PX}px`,
      padding: '0', border: '0', borderRadius: '50%', background: 'transparent', pointerEvents: 'auto',
      touchAction: 'none', cursor: 'grab', WebkitTapHighlightColor: 'transparent',
    });
    this.follow(id, button);
    slot.appendChild(button);
    const close = closeLabel ? this.closeButton(id, closeLabel) : null;
    if (close) slot.appendChild(close);
    this.layer.appendChild(slot);
    this.slots.set(id, { slot, button, close, name });
  }

  /** The button's pointer: a press, its moves and its release drive the scene's drag and tap. */
  private follow(id: string, button: HTMLButtonElement): void {
    let active: number | null = null;
    button.addEventListener('pointerdown', (e) => {
      // The button follows the pointer, so when a mouse crosses the drag threshold Chromium
      // hit-tests the press point again, finds the page's link beneath and starts a native
      // drag, which cancels this pointer. No mousedown, no native drag.
      e.preventDefault();
      active = e.pointerId;
      try {
        // Keeps the moves coming when the finger outruns the 67.5 px button.
        button.setPointerCapture(e.pointerId);
      } catch {
        // Synthetic events (sandbox demo) have no capturable pointer.
      }
      this.handlers.down(id, e.clientX, e.clientY);
    });
    button.addEventListener('pointermove', (e) => {
      if (active === e.pointerId) this.handlers.move(id, e.clientX, e.clientY);
    });
    const release = (e: PointerEvent, cancelled: boolean) => {
      if (active !== e.pointerId) return;
      active = null;
      this.handlers.up(id, e.clientX, e.clientY, cancelled);
    };
    button.addEventListener('pointerup', (e) => release(e, false));
    // A finger's tap opened the popup at its release; the click the browser makes of the tap
    // would land on the popup's backdrop, hit-tested anew, and close it at once.
    button.addEventListener('touchend', (e) => e.preventDefault());
    button.addEventListener('pointercancel', (e) => release(e, true));
    // Pointer taps are handled on pointerup; a click with detail 0 comes from the keyboard.
    button.addEventListener('click', (e) => {
      if (e.detail === 0) this.handlers.activate(id);
    });
  }

  private closeButton(id: string, closeLabel: string): HTMLButtonElement {
    const close = this.layer.ownerDocument.createElement('button');
    close.type = 'button';
    close.dataset.widgetClose = id;
    close.setAttribute('aria-label', closeLabel);
    Object.assign(close.style, {
      position: 'absolute', right: `-${CLOSE_PX / 3}px`, top: `-${CLOSE_PX / 3}px`, width: `${CLOSE_PX}px`, height: `${CLOSE_PX}px`,
      padding: '0', border: '0', background: 'transparent', pointerEvents: 'auto', cursor: 'pointer',
    });
    close.addEventListener('pointerdown', (e) => e.stopPropagation());
    close.addEventListener('click', (e) => {
      e.stopPropagation();
      this.handlers.close(id);
    });
    return close;
  }

  setLabel(id: string, label: string): void {
    const widget = this.slots.get(id);
    widget?.button.setAttribute('aria-label', widgetAccessibleName(widget.name, label));
  }

  place(id: string, x: number, y: number, side?: 'left' | 'right'): void {
    const widget = this.slots.get(id);
    if (!widget) return;
    widget.slot.style.transform = `translate(${x}px, ${y}px)`;
    // The close button sits on the inner corner, like the drawn one.
    if (widget.close && side) Object.assign(widget.close.style, side === 'right' ? { left: `-${CLOSE_PX / 3}px`, right: '' } : { right: `-${CLOSE_PX / 3}px`, left: '' });
  }

  /** Hides the close button with the drawn one (a widget resting tucked where it would cover the page has none). */
  showClose(id: string, shown: boolean): void {
    const close = this.slots.get(id)?.close;
    if (close) close.style.display = shown ? '' : 'none';
  }

  /** Marks a widget that rests tucked half into its edge (no free room at its default place). */
  setResting(id: string, tucked: boolean): void {
    const button = this.slots.get(id)?.button;
    if (!button) return;
    if (tucked) button.dataset.widgetResting = 'tucked';
    else delete button.dataset.widgetResting;
  }

  remove(id: string): void {
    this.slots.get(id)?.slot.remove();
    this.slots.delete(id);
  }

  destroy(): void {
    this.layer.remove();
    this.slots.clear();
  }
}
