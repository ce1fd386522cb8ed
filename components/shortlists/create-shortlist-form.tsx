'use client';

import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/form-fields';
import { useActionForm } from '@/components/ui/use-action-form';
import { createShortlistAction } from '@/lib/shortlists/actions';
import { SHORTLIST_NAME_MAX } from '@/lib/shortlists/messages';
import styles from './shortlists.module.css';

/** A new, empty list by name; the page lists it once the server has it. */
export function CreateShortlistForm({ disabled }: { disabled: boolean }) {
  const { form, onSubmit, busy, formError } = useActionForm(createShortlistAction, {
    defaultValues: { name: '' },
    success: (answer) => answer.message,
    onSuccess: () => form.reset({ name: '' }),
  });
  return (
    <form onSubmit={onSubmit} noValidate className="stack" aria-label="New shortlist">
      <FormError message={formError} />
      <div className={styles.newList}>
        <TextField
          form={form}
          name="name"
          id="new-shortlist-name"
          label="New shortlist"
          placeholder="e.g. Summer picks"
          maxLength={SHORTLIST_NAME_MAX}
          autoComplete="off"
          disabled={disabled}
          hint={disabled ? 'You have the most lists allowed. Delete one to make another.' : undefined}
        />
        <Button type="submit" busy={busy} busyLabel="Creating..." disabled={disabled}>
          Create
        </Button>
      </div>
    </form>
  );
}
