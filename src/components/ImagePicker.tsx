import { useRef, type ChangeEvent } from 'react';
import { shellT as t } from '../lib/shell-strings.ts';
import { Icon } from './Icon.tsx';
import './ImagePicker.css';
import type { PickedImage } from './useImageUploads.ts';

interface ImagePickerProps {
  items: PickedImage[];
  max: number;
  onPick: (files: File[]) => void;
  onRemove: (key: number) => void;
  /** Tapping "add" when full: the form says why instead of opening the picker. */
  onFull: () => void;
  /** Defaults to 'Imagens (opcional)'. */
  label?: string;
}

/** Thumbnails with progress and a remove button, and a tile that opens camera or gallery. */
export function ImagePicker({ items, max, onPick, onRemove, onFull, label }: ImagePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const full = items.length >= max;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length > 0) onPick(files);
  };

  return (
    <div className="image-picker">
      <div className="image-picker__head">
        <span className="field__label">{label ?? t('imagePicker.images')}</span>
        <span className="image-picker__count">{t('imagePicker.count', { count: items.length, max })}</span>
      </div>
      <ul className="image-picker__grid">
        {items.map((item) => (
          <li key={item.key} className={`image-picker__tile image-picker__tile--${item.status}`}>
            <img src={item.uploaded?.thumb_url ?? item.preview} alt="" />
            {item.status === 'uploading' ? <Progress fraction={item.progress} label={t('imagePicker.uploading', { percent: Math.round(item.progress * 100) })} /> : null}
            {item.status === 'failed' ? <span className="image-picker__failed">{t('imagePicker.failed')}</span> : null}
            <button type="button" className="image-picker__remove" aria-label={t('imagePicker.remove')} onClick={() => onRemove(item.key)}>
              <Icon name="close" size={14} strokeWidth={2.6} />
            </button>
          </li>
        ))}
        <li className="image-picker__tile image-picker__tile--add">
          <button type="button" className={`image-picker__add${full ? ' image-picker__add--full' : ''}`}
            onClick={() => (full ? onFull() : input.current?.click())}>
            <Icon name="camera" size={26} />
            <span>{t('imagePicker.add')}</span>
          </button>
        </li>
      </ul>
      <input ref={input} className="image-picker__input" type="file" accept="image/*" multiple onChange={onChange} tabIndex={-1} aria-hidden="true" />
    </div>
  );
}

function Progress({ fraction, label }: { fraction: number; label: string }) {
  return (
    <span className="image-picker__progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100}
      aria-valuenow={Math.round(fraction * 100)}>
      <span style={{ width: `${Math.round(fraction * 100)}%` }} />
    </span>
  );
}
