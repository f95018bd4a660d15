/** One input of a content form, drawn from its field spec. An image is typed as an address or sent as a file. */
import { type ChangeEvent, useState } from 'react';
import { uploadSiteImage } from './content-calls.ts';
import type { FieldSpec } from './content-kinds.ts';
import { CONTENT_TEXTS as T } from './content-texts.ts';

interface ContentFieldProps {
  field: FieldSpec;
  value: string | boolean;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string | boolean) => void;
}

/** The file button beside an image address: the server re-encodes the file and answers its address and thumbnail's. */
function ImageUpload({ onUploaded }: { onUploaded: (url: string, thumb: string) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const send = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    setBusy(true);
    setError('');
    try {
      const [image] = (await uploadSiteImage(file)).items;
      if (image) onUploaded(image.url, image.thumb_url);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
      input.value = '';
    }
  };
  return (
    <>
      <label className={`ops-button ops-file-button${busy ? ' is-busy' : ''}`}>
        <input type="file" accept="image/jpeg,image/png,image/webp" className="ops-visually-hidden" disabled={busy} onChange={(e) => void send(e)} />
        {busy ? T.uploading : T.uploadImage}
      </label>
      {error && <small className="ops-error ops-field-error" role="alert">{error}</small>}
    </>
  );
}

export function ContentField({ field, value, options, onChange }: ContentFieldProps) {
  const text = typeof value === 'string' ? value : '';
  // The thumbnail of a file just sent (smaller than the image); a typed address previews itself.
  const [thumb, setThumb] = useState<{ url: string; thumb: string } | null>(null);
  const change = (event: { target: { value: string } }) => onChange(event.target.value);
  if (field.type === 'checkbox') {
    return (
      <label className="ops-check-field">
        <input type="checkbox" name={field.name} checked={value === true} onChange={(e) => onChange(e.target.checked)} />
        <span>{field.label}</span>
      </label>
    );
  }
  let input;
  if (field.type === 'textarea' || field.type === 'html') {
    input = <textarea name={field.name} rows={field.type === 'html' ? 10 : 3} value={text} onChange={change} required={field.required} spellCheck={field.type !== 'html'} />;
  } else if (field.type === 'select') {
    input = (
      <select name={field.name} value={text} onChange={change} required={field.required}>
        {field.optionsFrom && <option value="">{T.choose}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else {
    const type = field.type === 'number' ? 'number' : field.type === 'datetime' ? 'datetime-local' : 'text';
    input = <input name={field.name} type={type} step={field.step} value={text} onChange={change} required={field.required} />;
  }
  const preview = thumb && thumb.url === text ? thumb.thumb : text;
  return (
    <div className="ops-field-box">
      <label className="ops-field">
        <span>{field.label}</span>
        {input}
      </label>
      {field.type === 'image' && (
        <div className="ops-image-tools">
          <ImageUpload
            onUploaded={(url, small) => {
              setThumb({ url, thumb: small });
              onChange(url);
            }}
          />
          <small className="ops-hint">{T.imageOrFile}</small>
        </div>
      )}
      {field.hint && <small className="ops-hint">{field.hint}</small>}
      {field.type === 'image' && text && (
        <figure className="ops-image-preview">
          <img src={preview} alt={T.imagePreview} />
        </figure>
      )}
    </div>
  );
}
