'use client';

import { useActionForm } from '@/components/ui/use-action-form';
import { createShortlistAction } from '@/lib/shortlists/actions';
import { NewListForm } from './new-list-form';

/** A new, empty list by name; the page lists it once the server has it. */
export function CreateShortlistForm({ full }: { full: boolean }) {
  const { form, onSubmit, busy, formError } = useActionForm(createShortlistAction, {
    defaultValues: { name: '' },
    success: (answer) => answer.message,
    onSuccess: () => form.reset({ name: '' }),
  });
  return <NewListForm form={form} name="name" onSubmit={onSubmit} busy={busy} formError={formError} label="New shortlist" submitLabel="Create" full={full} />;
}
