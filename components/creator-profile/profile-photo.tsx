'use client';

import { useRef, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { api } from '@/lib/client/api';
import type { CreatorJson } from '@/lib/creators/serialize';
import { pictureProblem, usePreview } from '@/components/creator-auth/picture-input';
import { CreatorAvatar } from './avatar';
import styles from './creator-profile.module.css';

type Props = { profile: CreatorJson; onUploaded: (profile: CreatorJson) => void };

/** The photo with "Update photo": choose, preview, then upload to replace the old picture. */
export function ProfilePhoto({ profile, onUploaded }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const preview = usePreview(file);

  function choose(picked: File | null) {
    if (input.current) input.current.value = '';
    if (!picked) return;
    const problem = pictureProblem(picked);
    setError(problem ?? undefined);
    setFile(problem ? null : picked);
  }

  async function upload() {
    if (!file) return;
    const form = new FormData();
    form.append('profilePicture', file);
    setBusy(true);
    try {
      const res = await api<CreatorJson>('/api/creator/profile', { method: 'PUT', body: form, role: 'creator' });
      if (res.ok) {
        toast.success('Profile updated successfully');
        setFile(null);
        setError(undefined);
        onUploaded(res.data);
      } else {
        toast.error('Error updating profile');
        setError(res.data.message ?? 'The photo could not be saved.');
      }
    } catch {
      toast.error('Error updating profile');
      setError('Could not reach the server. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.head}>
      <CreatorAvatar src={preview ?? profile.profilePicture} name={profile.name} alt={preview ? 'Preview of your new photo' : undefined} />
      <input
        ref={input}
        type="file"
        hidden
        aria-label="Choose a new profile photo"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        onChange={(e) => choose(e.target.files?.[0] ?? null)}
      />
      <div className={styles.photoActions}>
        {file ? (
          <>
            <button type="button" className="btn btn-primary btn-small" onClick={upload} disabled={busy} aria-busy={busy || undefined}>
              {busy ? <span className="spinner spinner-small" aria-hidden="true" /> : null}
              {busy ? 'Uploading...' : 'Save photo'}
            </button>
            <button type="button" className="btn btn-ghost btn-small" onClick={() => setFile(null)} disabled={busy}>
              Cancel
            </button>
          </>
        ) : (
          <button type="button" className="btn btn-secondary btn-small" onClick={() => input.current?.click()}>
            Update photo
          </button>
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
