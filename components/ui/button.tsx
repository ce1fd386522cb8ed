import type { ComponentProps, ReactNode } from 'react';
import { cx } from './cx';

/** `inverse` and `outline-inverse` sit on dark or coloured surfaces (promo bands, the landing banner). */
type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'success' | 'inverse' | 'outline-inverse';
type ButtonSize = 'm' | 's';

export type Look = { variant?: ButtonVariant; size?: ButtonSize; block?: boolean; className?: string };

/** The classes of a button of this look (for the rare element that is not a Button or ButtonLink). */
export function buttonClass({ variant = 'primary', size = 'm', block = false, className }: Look = {}): string {
  return cx('btn', `btn-${variant}`, size === 's' && 'btn-small', block && 'btn-block', className);
}

type ButtonProps = Omit<ComponentProps<'button'>, 'className'> &
  Look & {
    /** Shows a spinner (and `busyLabel`), disables the button and marks it aria-busy. */
    busy?: boolean;
    busyLabel?: ReactNode;
  };

/** The one button: variants, two sizes, full width, and a busy state. `type` defaults to "button". */
export function Button({ variant, size, block, className, busy = false, busyLabel, type = 'button', disabled, children, ...rest }: ButtonProps) {
  return (
    <button type={type} className={buttonClass({ variant, size, block, className })} disabled={busy || disabled} aria-busy={busy || undefined} {...rest}>
      {busy ? <span className="spinner spinner-small" aria-hidden="true" /> : null}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
