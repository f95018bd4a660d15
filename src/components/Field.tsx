import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import './Field.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  /** Something at the end of the input row, such as a "send code" button. */
  trailing?: ReactNode;
}

/** Label, the control's row and its inline error: what every field shares. */
function FieldFrame({ label, error, id, children }: { label: string; error: string | undefined; id: string; children: ReactNode }) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>{label}</label>
      <div className="field__row">{children}</div>
      {error ? <p className="field__error" id={`${id}-error`} role="alert">{error}</p> : null}
    </div>
  );
}

/** The ids and ARIA attributes tying a control to its label and error. */
function useFieldIds(id: string | undefined, error: string | undefined) {
  const autoId = useId();
  const controlId = id ?? autoId;
  return { controlId, aria: { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${controlId}-error` : undefined } };
}

export function TextField({ label, value, onValueChange, error, trailing, id, ...input }: TextFieldProps) {
  const { controlId, aria } = useFieldIds(id, error);
  return (
    <FieldFrame label={label} error={error} id={controlId}>
      <input id={controlId} className="field__input" value={value} onChange={(e) => onValueChange(e.target.value)} {...aria} {...input} />
      {trailing}
    </FieldFrame>
  );
}

interface CheckboxFieldProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  children: ReactNode;
  error?: string | undefined;
  name?: string;
}

export function CheckboxField({ checked, onCheckedChange, children, error, name }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={`field field--check${error ? ' field--invalid' : ''}`}>
      <label className="check" htmlFor={id}>
        <input id={id} name={name} type="checkbox" checked={checked} onChange={(e) => onCheckedChange(e.target.checked)} />
        <span className="check__box" aria-hidden="true" />
        <span className="check__text">{children}</span>
      </label>
      {error ? <p className="field__error" role="alert">{error}</p> : null}
    </div>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The empty first option ('Selecione'); none when omitted. */
  placeholder?: string;
  error?: string | undefined;
}

export function SelectField({ label, value, onValueChange, options, placeholder, error, id, ...select }: SelectFieldProps) {
  const { controlId, aria } = useFieldIds(id, error);
  return (
    <FieldFrame label={label} error={error} id={controlId}>
      <select id={controlId} className="field__input field__select" value={value} onChange={(e) => onValueChange(e.target.value)} {...aria} {...select}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </FieldFrame>
  );
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
}

export function TextAreaField({ label, value, onValueChange, error, id, ...textarea }: TextAreaFieldProps) {
  const { controlId, aria } = useFieldIds(id, error);
  return (
    <FieldFrame label={label} error={error} id={controlId}>
      <textarea id={controlId} className="field__input field__textarea" value={value} onChange={(e) => onValueChange(e.target.value)}
        {...aria} {...textarea} />
    </FieldFrame>
  );
}
