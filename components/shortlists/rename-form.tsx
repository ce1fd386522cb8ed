'use client';

import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/form-fields';
import { useActionForm } from '@/components/ui/use-action-form';
import { renameShortlistAction } from '@/lib/shortlists/actions';
import { SHORTLIST_NAME_MAX } from '@/lib/shortlists/messages';
import styles from './shortlists.module.css';

/** The name of one list, editable; Save renames it, Cancel (or Escape) leaves it as it was. */
export function RenameForm({ id, name, onDone }: { id: string; name: string; onDone: () => void }) {
  const { form, onSubmit, busy, formError } = useActionForm(renameShortlistAction.bind(null, id), {
    defaultValues: { name },
    success: (answer) => answer.message,
    onSuccess: onDone,
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className={styles.renameForm}
      aria-label={`Rename ${name}`}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onDone();
      }}
    >
      <FormError message={formError} />
      <TextField form={form} name="name" id={`rename-${id}`} label="List name" maxLength={SHORTLIST_NAME_MAX} autoComplete="off" autoFocus />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" busy={busy} busyLabel="Saving...">
          Save
        </Button>
      </div>
    </form>
  );
}
