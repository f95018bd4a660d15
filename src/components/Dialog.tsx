import { useEffect, useRef, type ReactNode } from 'react';
import './Dialog.css';

interface DialogProps {
  open: boolean;
  title?: string;
  children?: ReactNode;
  /** Buttons at the bottom of the card. */
  actions?: ReactNode;
  onClose: () => void;
}

/** A modal card over a dim backdrop; closes on backdrop tap and Escape. */
export function Dialog({ open, title, children, actions, onClose }: DialogProps) {
  const cardRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    cardRef.current?.focus();
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') onClose(); };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  if (!open) return null;
  return (
    <div className="dialog" onClick={onClose}>
      <div className="dialog__card" role="dialog" aria-modal="true" aria-label={title} tabIndex={-1} ref={cardRef}
        onClick={(e) => e.stopPropagation()}>
        {title ? <h2 className="dialog__title">{title}</h2> : null}
        <div className="dialog__content">{children}</div>
        {actions ? <div className="dialog__actions">{actions}</div> : null}
      </div>
    </div>
  );
}
