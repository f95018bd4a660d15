/** The drawing of one floating widget: bubble, image, label tag and optional close button. */
import 'pixi.js/text-bitmap';
import { Assets, BitmapText, Container, Sprite } from 'pixi.js';
import type { Texture } from 'pixi.js';
import { WIDGET_SIZE_PX } from '../../src/domain/constants.ts';
import type { Atlas } from '../art/atlas.ts';
import type { FrameName } from '../art/atlas-frames.ts';

const FONT = 'system-ui, "Segoe UI", Roboto, Arial, sans-serif';

export interface WidgetSpec {
  id: string;
  /** An atlas frame, or the address of an image (market_set image). */
  image: FrameName | { url: string };
  label: string;
  /** What the widget is ("Chuva de envelopes"), said before its label to screen readers. */
  name?: string;
  closable?: boolean;
  /** What the close button says to a screen reader: it closes an advertising icon, not a dialog. */
  closeLabel?: string;
  /** Highlighted (an active entry: "Receber"). */
  highlighted?: boolean;
}

export class WidgetView {
  readonly view: Container;
  private readonly icon: Sprite;
  private readonly label: BitmapText;
  private readonly close: Sprite | null;
  private alive = true;

  /** `onImageLoaded`: the image arrived after the first frame, so the scene must draw again. */
  constructor(readonly spec: WidgetSpec, atlas: Atlas, labelSize: number, onImageLoaded: () => void) {
    this.view = new Container({ label: `widget:${spec.id}` });
    const bubble = new Sprite({ texture: atlas.frame('bubble'), anchor: 0.5, scale: WIDGET_SIZE_PX / 136 });
    this.icon = new Sprite({ texture: atlas.frame(typeof spec.image === 'string' ? spec.image : 'iconGift'), anchor: 0.5, y: -WIDGET_SIZE_PX * 0.08 });
    const tag = new Sprite({ texture: atlas.frame('tag'), anchor: 0.5, scale: (WIDGET_SIZE_PX * 1.05) / 132, y: WIDGET_SIZE_PX * 0.38 });
    this.label = new BitmapText({ text: spec.label, anchor: 0.5, y: WIDGET_SIZE_PX * 0.375, style: { fontFamily: FONT, fontWeight: '800', fill: 0xffffff, fontSize: labelSize } });
    this.view.addChild(bubble, this.icon, tag, this.label);
    this.close = spec.closable ? new Sprite({ texture: atlas.frame('close'), anchor: 0.5, scale: 0.55, y: -WIDGET_SIZE_PX * 0.42 }) : null;
    if (this.close) this.view.addChild(this.close);
    this.setSide('right');
    this.fitIcon();
    this.fitLabel();
    if (typeof spec.image !== 'string') {
      Assets.load<Texture>(spec.image.url).then((texture) => {
        if (!this.alive) return;
        this.icon.texture = texture;
        this.fitIcon();
        onImageLoaded();
      }).catch(() => undefined); // The gift icon stays: a broken image must not break the page.
    }
  }

  get text(): string {
    return this.label.text;
  }

  setText(text: string): void {
    this.label.text = text;
    this.fitLabel();
  }

  setLabelSize(size: number): void {
    this.label.style.fontSize = size;
    this.fitLabel();
  }

  /** Tucked half into the edge, a widget shows no close button (it would only cover the page). */
  setCloseShown(shown: boolean): void {
    if (this.close) this.close.visible = shown;
  }

  /** The close button sits on the inner top corner, away from the screen edge. */
  setSide(side: 'left' | 'right'): void {
    if (this.close) this.close.x = (side === 'right' ? -1 : 1) * WIDGET_SIZE_PX * 0.42;
  }

  destroy(): void {
    this.alive = false;
    this.view.destroy({ children: true });
  }

  private fitIcon(): void {
    const t = this.icon.texture;
    this.icon.scale.set((WIDGET_SIZE_PX * 0.56) / Math.max(t.width, t.height, 1));
  }

  private fitLabel(): void {
    this.label.scale.set(1);
    const max = WIDGET_SIZE_PX * 0.92;
    if (this.label.width > max) this.label.scale.set(max / this.label.width);
  }
}
