export function prefersReducedMotion(win: Window | undefined = globalThis.window): boolean {
  return Boolean(win?.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
}
