import { TextareaField } from '@/components/ui/form-fields';
import type { FormApi } from '@/components/ui/use-action-form';
import { NOTE_MAX } from '@/lib/invitations/messages';

/** The invitation's note (its counter comes with the limited field). */
export function NoteField<V extends { note: string }>({ form, hint }: { form: FormApi<V>; hint: string }) {
  return <TextareaField form={form} name={'note' as keyof V & string} label="Note (optional)" hint={hint} rows={4} maxLength={NOTE_MAX} />;
}
