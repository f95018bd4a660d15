/** An image at full size over the page; a click anywhere or Escape closes it. */
import { useEffect } from 'react';
import { TEXTS } from './texts.ts';

export function Lightbox({ url, onClose }: { url: string; onClose: () => void }) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="ops-lightbox" role="dialog" aria-modal="true" aria-label={TEXTS.imageOf(1)} onClick={onClose}>
      <img src={url} alt="" />
      <button type="button" className="ops-lightbox-close" aria-label={TEXTS.closeImage} onClick={onClose}>
        ×
      </button>
    </div>
  );
}
