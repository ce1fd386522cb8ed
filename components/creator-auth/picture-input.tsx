'use client';

import Image from 'next/image';
import { useId, useRef } from 'react';
import { useObjectUrl } from '@/components/ui/use-object-url';
import styles from './creator-auth.module.css';

export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

/** Checks a chosen picture before upload; the server checks the bytes again. */
export function pictureProblem(file: File): string | null {
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') return 'Please choose a JPEG, PNG, WebP, GIF or AVIF image.';
  if (file.size > MAX_PICTURE_BYTES) return 'The picture must be at most 5 MB.';
  return null;
}

/** A local preview URL for a chosen file, revoked when the file changes or the component goes. */
export const usePreview = useObjectUrl;

type Props = { value: File | null; onChange: (file: File | null) => void; error?: string; onError: (message: string | undefined) => void; disabled?: boolean };

/** Optional profile picture with a preview. */
export function PictureInput({ value, onChange, error, onError, disabled }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = usePreview(value);
  return (
    <div className="field">
      <label htmlFor={id}>Profile Picture</label>
      <div className={styles.picture}>
        {preview ? (
          <Image src={preview} alt="Preview of your profile picture" width={72} height={72} className={`avatar ${styles.preview}`} unoptimized />
        ) : null}
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          disabled={disabled}
          onChange={(e) => {
            const file = e.target.files?.[0] ?? null;
            const problem = file ? pictureProblem(file) : null;
            onError(problem ?? undefined);
            if (problem) {
              e.target.value = '';
              onChange(null);
            } else onChange(file);
          }}
        />
        {value ? (
          <button
            type="button"
            className="btn btn-ghost btn-small"
            disabled={disabled}
            onClick={() => {
              onChange(null);
              if (input.current) input.current.value = '';
            }}
          >
            Remove picture
          </button>
        ) : null}
      </div>
      {error ? (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : (
        <p className="hint" id={`${id}-hint`}>
          Optional. JPEG, PNG, WebP, GIF or AVIF, up to 5 MB.
        </p>
      )}
    </div>
  );
}
