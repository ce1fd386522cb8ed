'use client';

import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, TextInput, fieldAria } from '@/components/ui/field';
import styles from './reports.module.css';

/** Puts text on the clipboard: the Clipboard API where the page may use it, else a selected field and the copy command. */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (permissions, an unfocused page): the fallback below.
  }
  if (!field) return false;
  field.focus();
  field.select();
  try {
    // The old way still works where the Clipboard API does not (plain http, older browsers).
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

type Props = { label: string; value: string; testId?: string; hint?: string };

/** A read-only value (a link, a code, a key) with a Copy button; the outcome is announced. */
export function CopyField({ label, value, testId, hint }: Props) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [said, setSaid] = useState('');
  async function onCopy() {
    const ok = await copyText(value, field.current);
    setSaid(ok ? 'Copied' : 'Could not copy: select the text and copy it');
  }
  return (
    <Field id={id} label={label} hint={hint}>
      <div className={styles.copyRow}>
        <TextInput
          ref={field}
          className={styles.copyInput}
          value={value}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
          data-testid={testId}
          {...fieldAria(id, undefined, Boolean(hint))}
        />
        <Button variant="secondary" size="s" onClick={() => void onCopy()} aria-label={`Copy ${label.toLowerCase()}`}>
          Copy
        </Button>
      </div>
      <p className="small" role="status" aria-live="polite">
        {said}
      </p>
    </Field>
  );
}
