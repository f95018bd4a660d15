/**
 * Install-related platform facts, pure so they are unit-tested with any user agent.
 * iOS Safari offers no install prompt: members add the app through Compartilhar → Adicionar à
 * Tela de Início, so the app shows those steps instead of a button.
 */

/** True when the app runs from the home screen (any browser; iOS sets navigator.standalone). */
export function isStandalone(win: Pick<Window, 'matchMedia' | 'navigator'> | undefined = typeof window === 'undefined' ? undefined : window): boolean {
  if (!win) return false;
  if ((win.navigator as Navigator & { standalone?: boolean }).standalone === true) return true;
  try {
    return ['standalone', 'fullscreen', 'minimal-ui'].some((mode) => win.matchMedia?.(`(display-mode: ${mode})`).matches === true);
  } catch {
    return false;
  }
}

/**
 * Safari on an iPhone, iPad or iPod, the one browser there that can add a web app to the home
 * screen (iOS < 16.4 only Safari; the in-app browsers and Chrome/Firefox/Edge for iOS are left
 * out so the steps are never shown where they cannot work). iPadOS 13+ reports a Mac: a Mac with
 * a touch screen is an iPad.
 */
export function isIosSafari(userAgent: string, maxTouchPoints = 0): boolean {
  const ios = /iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && maxTouchPoints > 1);
  if (!ios || !/safari/i.test(userAgent)) return false;
  return !/crios|fxios|edgios|opios|gsa\/|fban|fbav|instagram|line\/|micromessenger|tiktok/i.test(userAgent);
}

/** What an install button should do here: nothing to show, the browser's prompt, or iOS steps. */
export type InstallOffer = 'installed' | 'prompt' | 'ios-steps' | 'none';

export function installOffer(facts: { standalone: boolean; hasPrompt: boolean; iosSafari: boolean }): InstallOffer {
  if (facts.standalone) return 'installed';
  if (facts.hasPrompt) return 'prompt';
  if (facts.iosSafari) return 'ios-steps';
  return 'none';
}
