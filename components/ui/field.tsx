import type { ComponentProps, ReactNode } from 'react';
import { cx } from './cx';

type FieldProps = { id: string; label: ReactNode; error?: string; hint?: ReactNode; children: ReactNode; className?: string };

/** A labelled form field with its hint and its error underneath (announced to screen readers). */
export function Field({ id, label, error, hint, children, className }: FieldProps) {
  return (
    <div className={cx('field', className)}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The attributes that tie a control to its Field: id, invalid state, and the error and hint it is described by. */
export function fieldAria(id: string, error?: string, hint?: boolean) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const;
}

/** A text-like input (text, email, tel, password, number, date, file). */
export function TextInput({ className, ...rest }: ComponentProps<'input'>) {
  return <input className={cx('input', className)} {...rest} />;
}

export type Option = { value: string; label: string };

/** A select; `placeholder` adds an empty first choice. */
export function Select({ className, options, placeholder, ...rest }: ComponentProps<'select'> & { options: readonly Option[]; placeholder?: string }) {
  return (
    <select className={cx('select', className)} {...rest}>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

export function Textarea({ className, ...rest }: ComponentProps<'textarea'>) {
  return <textarea className={cx('textarea', className)} {...rest} />;
}

/** Options from plain values (label = value). */
export const optionsOf = (values: readonly (string | number)[]): Option[] => values.map((v) => ({ value: String(v), label: String(v) }));
