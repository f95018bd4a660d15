/** Plain DOM in a Tweakpane folder, for what Tweakpane has no blade for (a graph, a status line). */
import type { FolderApi } from 'tweakpane';

/** Appends `elements` at the end of the folder's content, after its blades. */
export function appendToFolder(folder: FolderApi, ...elements: HTMLElement[]): void {
  // Tweakpane 4 keeps a folder's blades in its `.tp-fldv_c` container.
  const content = folder.element.querySelector<HTMLElement>(':scope > .tp-fldv_c') ?? folder.element;
  const box = document.createElement('div');
  box.className = 'pane-extra';
  box.append(...elements);
  content.append(box);
}
