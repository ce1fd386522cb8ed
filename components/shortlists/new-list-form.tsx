'use client';

import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/form-fields';
import type { FormApi } from '@/components/ui/use-action-form';
import { SHORTLIST_NAME_MAX } from '@/lib/shortlists/messages';
import styles from './shortlists.module.css';

type Props<V extends Record<string, unknown>> = {
  form: FormApi<V>;
  name: keyof V & string;
  onSubmit: (e: FormEvent) => void;
  busy: boolean;
  formError: string | null;
  label: string;
  submitLabel: string;
  /** At the limit of lists: the field and the button are off, and the hint says why. */
  full: boolean;
};

/** A new list's name and its button, on one line where there is room (the Shortlists page and the save menu). */
export function NewListForm<V extends Record<string, unknown>>({ form, name, onSubmit, busy, formError, label, submitLabel, full }: Props<V>) {
  return (
    <form onSubmit={onSubmit} noValidate className="stack">
      <FormError message={formError} />
      <div className={styles.newList}>
        <TextField
          form={form}
          name={name}
          id={`field-${name}`}
          label={label}
          placeholder="e.g. Summer picks"
          maxLength={SHORTLIST_NAME_MAX}
          autoComplete="off"
          disabled={full}
          hint={full ? 'You have the most lists allowed. Delete one to make another.' : undefined}
        />
        <Button type="submit" busy={busy} busyLabel="Saving..." disabled={full}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
