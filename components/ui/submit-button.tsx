import type { ButtonHTMLAttributes } from 'react';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { busy?: boolean; busyLabel?: string };

/** A button that shows a busy label and is disabled while its work runs. */
export function SubmitButton({ busy, busyLabel, children, className = 'btn btn-primary btn-block', disabled, ...rest }: Props) {
  return (
    <button type="submit" className={className} disabled={busy || disabled} aria-busy={busy || undefined} {...rest}>
      {busy ? <span className="spinner spinner-small" aria-hidden="true" /> : null}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
