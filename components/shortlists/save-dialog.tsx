'use client';

import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { useActionForm } from '@/components/ui/use-action-form';
import { useServerAction } from '@/components/ui/use-server-action';
import { addToShortlistAction, removeFromShortlistAction, saveCreatorAction } from '@/lib/shortlists/actions';
import { MAX_SHORTLISTS, SHORTLIST_NOT_FOUND, SHORTLISTS_PATH } from '@/lib/shortlists/messages';
import type { ShortlistChoice } from '@/lib/shortlists/serialize';
import { NewListForm } from './new-list-form';
import { noteMadeList } from './made-lists';
import styles from './shortlists.module.css';

type Props = {
  open: boolean;
  onClose: () => void;
  creatorId: string;
  creatorName: string;
  lists: ShortlistChoice[];
  onChange: (lists: ShortlistChoice[]) => void;
};

type Failure = { status?: number; message?: string };
const failureOf = (error: { serverError?: unknown }) => (error.serverError as Failure | undefined) ?? { message: 'Server error' };

/** The save menu: a tick per list (saved at once), and a new list made by name with the creator on it. */
export function SaveDialog({ open, onClose, creatorId, creatorName, lists, onChange }: Props) {
  const { form, onSubmit, busy, formError } = useActionForm(saveCreatorAction, {
    defaultValues: { creatorId, newShortlistName: '' },
    success: (answer) => answer.message,
    onSuccess: (answer) => {
      onChange([{ _id: answer.shortlist._id, name: answer.shortlist.name, hasCreator: true }, ...lists]);
      noteMadeList({ _id: answer.shortlist._id, name: answer.shortlist.name });
      form.reset({ newShortlistName: '' });
    },
  });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Save ${creatorName} to a shortlist`}
      actions={
        <Button variant="secondary" onClick={onClose}>
          Done
        </Button>
      }
    >
      {lists.length > 0 ? (
        <fieldset className={styles.choices}>
          <legend className="small muted">Tick every list {creatorName} belongs on. Changes are saved at once.</legend>
          {lists.map((l) => (
            <Choice
              key={l._id}
              list={l}
              creatorId={creatorId}
              onChange={(next) => onChange(next ? lists.map((x) => (x._id === l._id ? next : x)) : lists.filter((x) => x._id !== l._id))}
            />
          ))}
        </fieldset>
      ) : (
        <p className="muted">You have no shortlists yet. Name your first one below; {creatorName} goes straight onto it.</p>
      )}
      <NewListForm
        form={form}
        name="newShortlistName"
        onSubmit={onSubmit}
        busy={busy}
        formError={formError}
        label="New list"
        submitLabel="Create and save"
        full={lists.length >= MAX_SHORTLISTS}
      />
      <Link href={SHORTLISTS_PATH} className="small">
        Manage your shortlists
      </Link>
    </Dialog>
  );
}

/** One list's tick box, with its own busy state; a list deleted meanwhile (404) leaves the menu. */
function Choice({ list, creatorId, onChange }: { list: ShortlistChoice; creatorId: string; onChange: (next: ShortlistChoice | null) => void }) {
  // The tick shows at once; a refusal puts it back as it was before the click.
  const hooks = (before: boolean) => ({
    onSuccess: ({ data }: { data: { message: string } }) => toast.success(data.message),
    onError: ({ error }: { error: { serverError?: unknown } }) => {
      const failure = failureOf(error);
      toast.error(failure.message ?? 'Server error');
      onChange(failure.status === 404 && failure.message === SHORTLIST_NOT_FOUND ? null : { ...list, hasCreator: before });
    },
  });
  const add = useServerAction(addToShortlistAction, hooks(false));
  const remove = useServerAction(removeFromShortlistAction, hooks(true));
  const pending = add.isPending || remove.isPending;
  return (
    <label className={styles.choice}>
      {/* Busy, not disabled: a disabled box drops the keyboard's focus to the page (Space toggles it). */}
      <input
        type="checkbox"
        checked={list.hasCreator}
        aria-disabled={pending || undefined}
        aria-busy={pending || undefined}
        onChange={(e) => {
          if (pending) return;
          const hasCreator = e.target.checked;
          onChange({ ...list, hasCreator });
          (hasCreator ? add : remove).execute({ shortlistId: list._id, creatorId });
        }}
      />
      <span className={styles.choiceName}>{list.name}</span>
      {pending ? <span className="spinner spinner-small" role="status" aria-label="Saving" /> : null}
    </label>
  );
}
