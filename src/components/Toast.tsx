import { useEffect, useState } from 'react';
import { onUiEvent, type UiEventMap } from '../lib/ui-events.ts';
import { TOAST_DURATION_MS } from '../domain/constants.ts';
import './Toast.css';

interface ToastState extends Required<UiEventMap['toast']> {
  id: number;
}

/** Shows the latest toast; a new one replaces the current one. */
export function ToastHost() {
  const [toast, setToast] = useState<ToastState | null>(null);

  useEffect(() => {
    let id = 0;
    return onUiEvent('toast', ({ message, durationMs = TOAST_DURATION_MS, position = 'bottom' }) => {
      id += 1;
      setToast({ id, message, durationMs, position });
    });
  }, []);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setToast(null), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [toast]);

  if (!toast) return null;
  return (
    <div className={`toast toast--${toast.position}`} role="status" aria-live="polite" key={toast.id}>
      {toast.message}
    </div>
  );
}
