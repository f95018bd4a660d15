/** One input of a content form, drawn from its field spec. */
import type { FieldSpec } from './content-kinds.ts';
import { CONTENT_TEXTS as T } from './content-texts.ts';

interface ContentFieldProps {
  field: FieldSpec;
  value: string | boolean;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string | boolean) => void;
}

export function ContentField({ field, value, options, onChange }: ContentFieldProps) {
  const text = typeof value === 'string' ? value : '';
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
    input = <input name={field.name} type={type} value={text} onChange={change} required={field.required} />;
  }
  return (
    <div className="ops-field-box">
      <label className="ops-field">
        <span>{field.label}</span>
        {input}
      </label>
      {field.hint && <small className="ops-hint">{field.hint}</small>}
      {field.type === 'image' && text && (
        <figure className="ops-image-preview">
          <img src={text} alt={T.imagePreview} />
        </figure>
      )}
    </div>
  );
}
