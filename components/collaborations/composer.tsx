'use client';

import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { TextareaField } from '@/components/ui/form-fields';
import { IMAGE_ACCEPT } from '@/components/ui/image-rules';
import { useActionForm, type FormAction } from '@/components/ui/use-action-form';
import { useFileDrop } from '@/components/ui/use-file-drop';
import { sendBrandMessageAction, sendCreatorMessageAction } from '@/lib/collaborations/actions';
import { MAX_MESSAGE_IMAGES, MESSAGE_MAX } from '@/lib/collaborations/messages';
import type { MessageJson } from '@/lib/collaborations/serialize';
import type { Role } from '@/models';
import styles from './collaborations.module.css';

const SEND = { brand: sendBrandMessageAction, creator: sendCreatorMessageAction };

type Props = {
  role: Role;
  collaborationId: string;
  otherName: string;
  /** The message as stored, to show in the thread at once. */
  onSent: (message: MessageJson) => void;
};

type Values = { text: string; attachments: File[] };
type Sent = { sent: MessageJson };

/**
 * Writes to the other side: text (Enter sends, Shift+Enter breaks the line) and up to
 * MAX_MESSAGE_IMAGES images, chosen or dropped anywhere on the composer, each checked in the
 * browser before it goes (the server checks them again).
 */
export function Composer({ role, collaborationId, otherName, onSent }: Props) {
  const send = useMemo(() => SEND[role].bind(null, collaborationId) as unknown as FormAction<Values, Sent>, [role, collaborationId]);
  const [files, setFiles] = useState<File[]>([]);
  const { form, onSubmit, busy, formError } = useActionForm(send, {
    defaultValues: { text: '', attachments: [] },
    banner: () => false,
    onSuccess: (data) => {
      onSent(data.sent);
      setFiles([]);
      form.reset({ text: '', attachments: [] });
    },
  });

  const choose = async (added: File[]) => {
    if (added.length === 0) return;
    form.clearErrors('attachments');
    if (files.length + added.length > MAX_MESSAGE_IMAGES) {
      form.setError('attachments', { message: `A message carries at most ${MAX_MESSAGE_IMAGES} images: remove some first, or send these in another message.` });
      return;
    }
    const picked = [...files, ...added];
    // Taken at once, so a quick Send carries them (the server checks them as well), then checked
    // here: a refused one takes this choice back with the reason.
    setFiles(picked);
    form.setValue('attachments', picked);
    const { checkImages } = await import('@/components/ui/image-check');
    const problem = await checkImages(added);
    if (problem && form.getValues('attachments') === picked) {
      setFiles(files);
      form.setValue('attachments', files);
      form.setError('attachments', { message: problem });
    }
  };
  const { over, handlers } = useFileDrop((dropped) => void choose(dropped), busy);

  return (
    <form
      className={styles.composer}
      onSubmit={onSubmit}
      noValidate
      aria-busy={busy || undefined}
      data-over={over || undefined}
      data-testid="composer"
      {...handlers}
    >
      <FormError message={formError} />
      <TextareaField
        form={form}
        name="text"
        label="Message"
        rows={3}
        maxLength={MESSAGE_MAX}
        placeholder={`Write to ${otherName}...`}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            void onSubmit();
          }
        }}
      />
      <div className={styles.composerRow}>
        <label className={`btn btn-ghost btn-small ${styles.attach}`}>
          Attach images
          <input
            type="file"
            accept={IMAGE_ACCEPT}
            multiple
            className="visually-hidden"
            onChange={(e) => {
              void choose(Array.from(e.target.files ?? []));
              e.target.value = '';
            }}
          />
        </label>
        <span className={`small muted ${styles.dropHint}`} aria-hidden="true">
          {over ? 'Drop the images to attach them' : 'or drop images here'}
        </span>
        <Button type="submit" busy={busy} busyLabel="Sending...">
          Send
        </Button>
      </div>
      {files.length > 0 ? (
        <p className="small muted">
          {files.map((f) => f.name).join(', ')}{' '}
          <Button
            variant="ghost"
            size="s"
            onClick={() => {
              setFiles([]);
              form.setValue('attachments', []);
              form.clearErrors('attachments');
            }}
          >
            Remove images
          </Button>
        </p>
      ) : null}
      {form.formState.errors.attachments ? (
        <p className="field-error" role="alert">
          {form.formState.errors.attachments.message}
        </p>
      ) : null}
    </form>
  );
}
