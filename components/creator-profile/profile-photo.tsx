'use client';

import { useRef, useState } from 'react';
import { useServerAction } from '@/components/ui/use-server-action';
import { Button } from '@/components/ui/button';
import { IMAGE_ACCEPT, IMAGE_RULES_TEXT } from '@/components/ui/image-rules';
import { toast } from '@/components/ui/toast';
import { useObjectUrl } from '@/components/ui/use-object-url';
import { useFileDrop } from '@/components/ui/use-file-drop';
import { updateCreatorProfileAction } from '@/lib/creators/actions';
import type { CreatorJson } from '@/lib/creators/serialize';
import { CreatorAvatar } from './avatar';
import styles from './creator-profile.module.css';

type Props = { profile: CreatorJson; onUploaded: (profile: CreatorJson) => void };

/** The photo with "Update photo": choose, preview, then upload to replace the old picture. */
export function ProfilePhoto({ profile, onUploaded }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const preview = useObjectUrl(file);
  const { execute, isPending } = useServerAction(updateCreatorProfileAction, {
    onSuccess: ({ data }) => {
      if (!data) return;
      toast.success(data.message);
      setFile(null);
      setError(undefined);
      onUploaded(data.profile);
    },
    onError: ({ error: e }) => {
      toast.error('Error updating profile');
      const failure = e.serverError as { message?: string; fields?: Record<string, string> } | undefined;
      const invalid = e.validationErrors as { profilePicture?: { _errors?: string[] } } | undefined;
      setError(failure?.fields?.profilePicture ?? failure?.message ?? invalid?.profilePicture?._errors?.[0] ?? 'The photo could not be saved.');
    },
  });

  async function choose(picked: File | null) {
    if (input.current) input.current.value = '';
    if (!picked) return;
    const { checkImage } = await import('@/components/ui/image-check');
    const problem = await checkImage(picked);
    setError(problem ?? undefined);
    setFile(problem ? null : picked);
  }

  // A photo dropped on this area is checked and previewed like a chosen one.
  const { over, handlers } = useFileDrop((files) => void choose(files[0] ?? null), isPending);

  return (
    <div className={styles.head} data-testid="photo-drop" data-over={over || undefined} {...handlers}>
      <CreatorAvatar src={preview ?? profile.profilePicture} name={profile.name} alt={preview ? 'Preview of your new photo' : undefined} />
      <input
        ref={input}
        type="file"
        hidden
        aria-label="Choose a new profile photo"
        accept={IMAGE_ACCEPT}
        onChange={(e) => void choose(e.target.files?.[0] ?? null)}
      />
      <div className={styles.photoActions}>
        {file ? (
          <>
            <Button size="s" onClick={() => execute({ profilePicture: file })} busy={isPending} busyLabel="Uploading...">
              Save photo
            </Button>
            <Button variant="ghost" size="s" onClick={() => setFile(null)} disabled={isPending}>
              Cancel
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" size="s" onClick={() => input.current?.click()}>
              Update photo
            </Button>
            <span className="hint">or drop a photo here ({IMAGE_RULES_TEXT})</span>
          </>
        )}
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : file ? (
        <p className="hint">This is a preview. Save it to replace your photo.</p>
      ) : null}
    </div>
  );
}
