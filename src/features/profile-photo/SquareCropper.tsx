import { useRef, type PointerEvent } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { type CropState, MAX_ZOOM, panBy, scaleOf, zoomTo } from './crop-math.ts';

interface SquareCropperProps {
  src: string;
  state: CropState;
  onChange: (state: CropState) => void;
}

/** Drag to move, slider to zoom; the round mask shows how the Me tab will show it. */
export function SquareCropper({ src, state, onChange }: SquareCropperProps) {
  const { t } = useTranslation();
  const last = useRef<{ x: number; y: number } | null>(null);
  const scale = scaleOf(state);

  const onDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    last.current = { x: event.clientX, y: event.clientY };
  };
  const onMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!last.current) return;
    const dx = event.clientX - last.current.x;
    const dy = event.clientY - last.current.y;
    last.current = { x: event.clientX, y: event.clientY };
    onChange(panBy(state, dx, dy));
  };
  const onUp = () => {
    last.current = null;
  };

  return (
    <div className="cropper">
      <div className="cropper__view" style={{ width: state.view, height: state.view }} data-testid="cropper"
        onPointerDown={onDown} onPointerMove={onMove} onPointerUp={onUp} onPointerCancel={onUp}>
        <img src={src} alt="" draggable={false} className="cropper__image"
          style={{ width: state.width * scale, height: state.height * scale, transform: `translate(${state.x}px, ${state.y}px)` }} />
        <span className="cropper__mask" aria-hidden="true" />
      </div>
      <label className="cropper__zoom">
        <span>{t('photo.zoom')}</span>
        <input type="range" min={1} max={MAX_ZOOM} step={0.01} value={state.zoom} onChange={(e) => onChange(zoomTo(state, Number(e.target.value)))} />
      </label>
      <p className="cropper__hint">{t('photo.dragHint')}</p>
    </div>
  );
}
