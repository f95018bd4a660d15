/**
 * The widgets' watch of the page under them: a touch anywhere and a scroll of the page (they tuck
 * and come back, widget-tuck.ts), and a change of the page (page-changes.ts), after which its clear
 * zones and its content near the edges are read again (clear-zones.ts) into the widgets' area.
 */
import type { Area } from './widget-logic.ts';
import { placeKey, readClearZones, readPageContent } from './clear-zones.ts';
import { isPageScroll, watchPageChanges } from './page-changes.ts';

export interface PageEvents {
  touched(): void;
  scrolled(): void;
  /** The page may have moved: read it (`readInto`) when the widgets can move. */
  changed(): void;
}

export class PageWatch {
  private doc: Document | null = null;
  /** What the last read found, to tell a change from a read that found the same page. */
  private placesKey = '';
  private stopWatchingChanges: () => void = () => undefined;
  private readonly onTouch = () => this.events.touched();
  private readonly onScroll = (event: Event) => {
    if (isPageScroll(event)) this.events.scrolled();
  };

  constructor(private readonly events: PageEvents) {}

  get watching(): boolean {
    return this.doc !== null;
  }

  start(doc: Document): void {
    this.doc = doc;
    doc.addEventListener('pointerdown', this.onTouch, { capture: true, passive: true });
    doc.addEventListener('scroll', this.onScroll, { capture: true, passive: true });
    this.stopWatchingChanges = watchPageChanges(doc, () => this.events.changed());
  }

  /**
   * Takes the page's clear zones, and its content within `reach` of the edges, into `area` as they
   * are now; true when they changed.
   */
  readInto(area: Area, reach: number): boolean {
    if (!this.doc) return false;
    const zones = readClearZones(this.doc, area.height);
    const content = readPageContent(this.doc, area.width, area.height, reach);
    const key = placeKey(zones, content);
    if (key === this.placesKey) return false;
    this.placesKey = key;
    area.clearZones = zones;
    area.content = content;
    return true;
  }

  stop(): void {
    this.doc?.removeEventListener('pointerdown', this.onTouch, { capture: true });
    this.doc?.removeEventListener('scroll', this.onScroll, { capture: true });
    this.stopWatchingChanges();
    this.doc = null;
  }
}
