'use client';

import { TextareaField } from '@/components/ui/form-fields';
import type { FormApi } from '@/components/ui/use-action-form';
import { NOTE_MAX } from '@/lib/invitations/messages';
import styles from './invitations.module.css';

/** The invitation's note with a live character count. */
export function NoteField<V extends { note: string }>({ form, hint }: { form: FormApi<V>; hint: string }) {
  const used = String(form.watch('note' as keyof V & string) ?? '').length;
  return (
    <div>
      <TextareaField form={form} name={'note' as keyof V & string} label="Note (optional)" hint={hint} rows={4} maxLength={NOTE_MAX} />
      <p className={`small muted ${styles.counter}`} aria-live="polite">
        {used}/{NOTE_MAX}
      </p>
    </div>
  );
}
