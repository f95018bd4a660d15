/**
 * The opened page's chunks, evaluated one per task. A module graph is evaluated in one task, so
 * importing the page alone evaluated every chunk it needs at once (the RTP tab's: i18next, axios,
 * the components and the page, 100–140 ms at a phone's 4× slowdown, its longest task). index.html's
 * starter preloads the opened route's files (scripts/first-screen-html.ts) and leaves their list
 * here, each after the chunks it imports; importing them in that order evaluates one at a time.
 */
export const ROUTE_CHUNKS_GLOBAL = 'premiaRouteChunks';

declare global {
  interface Window {
    premiaRouteChunks?: string[];
  }
}

/**
 * Ends the current task: what follows runs in a task of its own. (scenes/runtime/next-task.ts is
 * the canvas layer's, which the app may not import; a timeout is enough here, never nested.)
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Evaluates the opened route's chunks but the last (the page itself, which the route's loader
 * imports with its stylesheets), one per task. One that fails is left to the loader, whose failure
 * the page shows.
 */
export async function evaluateRouteChunks(): Promise<void> {
  const chunks = window[ROUTE_CHUNKS_GLOBAL] ?? [];
  for (const url of chunks.slice(0, -1)) {
    await nextTask();
    await import(/* @vite-ignore */ url);
  }
  await nextTask();
}
