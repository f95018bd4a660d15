import type { ComponentPropsWithRef } from 'react';
import './Button.css';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: Variant;
  block?: boolean;
  busy?: boolean;
}

export function Button({ variant = 'primary', block = false, busy = false, className, disabled, children, type = 'button', ...rest }: ButtonProps) {
  const classes = ['btn', `btn--${variant}`, block ? 'btn--block' : '', busy ? 'btn--busy' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {children}
    </button>
  );
}
