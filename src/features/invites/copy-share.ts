import { TOAST_DURATION_MS } from '../../domain/constants.ts';
import { emitUiEvent } from '../../lib/ui-events.ts';

const toast = (message: string) => emitUiEvent('toast', { message, durationMs: TOAST_DURATION_MS, position: 'bottom' });

/** Copies the link; without a clipboard (old browser, no permission) the link stays selectable on screen. */
export async function copyLink(link: string, messages: { copied: string; failed: string }): Promise<void> {
  try {
    await navigator.clipboard.writeText(link);
    toast(messages.copied);
  } catch {
    toast(messages.failed);
  }
}

export const canShare = (): boolean => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** The system share sheet; a member closing it is not an error. */
export async function shareLink(data: ShareData): Promise<void> {
  try {
    await navigator.share(data);
  } catch {
    // AbortError when the sheet is dismissed: nothing to tell.
  }
}
