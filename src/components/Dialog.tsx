import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './Dialog.css';

interface DialogProps {
  open: boolean;
  title?: string;
  children?: ReactNode;
  /** Buttons at the bottom of the card. */
  actions?: ReactNode;
  onClose: () => void;
  /**
   * Where focus goes when it closes, when that is not what had it when it opened (a button that
   * was busy, so disabled and unfocused, while the dialog's answer was awaited).
   */
  returnFocusTo?: { readonly current: HTMLElement | null };
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The card's controls a Tab can reach, in order. */
function focusablesIn(card: HTMLElement): HTMLElement[] {
  return [...card.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

/**
 * A modal card over a dim backdrop; closes on backdrop tap and Escape. Focus moves into the card
 * when it opens, Tab and Shift+Tab cycle inside it, and focus goes back to what had it (the
 * control that opened it) when it closes.
 */
export function Dialog({ open, title, children, actions, onClose, returnFocusTo }: DialogProps) {
  const cardRef = useRef<HTMLDivElement>(null);
  const latestClose = useRef(onClose);
  latestClose.current = onClose;
  const returnTarget = useRef(returnFocusTo);
  returnTarget.current = returnFocusTo;

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const card = cardRef.current;
    card?.focus();
    // Focus that leaves the card (a screen reader's cursor, a script) is brought back into it.
    const keepInside = (e: FocusEvent) => {
      if (card && e.target instanceof Node && !card.contains(e.target) && isTopmost(card)) card.focus();
    };
    const onEscape = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape' && card && isTopmost(card)) latestClose.current();
    };
    document.addEventListener('focusin', keepInside);
    window.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('focusin', keepInside);
      window.removeEventListener('keydown', onEscape);
      // Back to the opener if it is still on the page and nothing else took the focus meanwhile.
      const lost = !document.activeElement || document.activeElement === document.body || card?.contains(document.activeElement) || !document.activeElement.isConnected;
      const target = returnTarget.current?.current ?? opener;
      if (target?.isConnected && lost) target.focus();
    };
  }, [open]);

  if (!open) return null;

  const onTab = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Tab' || !cardRef.current) return;
    const items = focusablesIn(cardRef.current);
    if (items.length === 0) {
      e.preventDefault();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const at = document.activeElement;
    if (e.shiftKey && (at === first || at === cardRef.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && at === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="dialog" onClick={onClose}>
      <div className="dialog__card" role="dialog" aria-modal="true" aria-label={title} tabIndex={-1} ref={cardRef}
        onClick={(e) => e.stopPropagation()} onKeyDown={onTab}>
        {title ? <h2 className="dialog__title">{title}</h2> : null}
        <div className="dialog__content">{children}</div>
        {actions ? <div className="dialog__actions">{actions}</div> : null}
      </div>
    </div>
  );
}

/** Of open dialogs, the last in the page is the one on top: only it keeps the focus. */
function isTopmost(card: HTMLElement): boolean {
  const cards = document.querySelectorAll('.dialog__card');
  return cards[cards.length - 1] === card;
}
