'use client';

import { useId, useRef, type ReactNode } from 'react';
import { Button } from './button';
import { Field, fieldAria } from './field';
import { UploadImage } from './upload-image';
import { useObjectUrl } from './use-object-url';
import { imageProblem, IMAGE_ACCEPT } from './image-rules';

type Props = {
  label: ReactNode;
  value: File | null;
  onChange: (file: File | null) => void;
  /** Shown when a chosen file is refused here (type, size). */
  onProblem: (message: string | undefined) => void;
  error?: string;
  hint?: ReactNode;
  /** What shows beside the input: the chosen file's preview URL (or null), to draw as the caller likes. */
  preview?: (url: string | null) => ReactNode;
  previewAlt?: string;
  removeLabel?: string;
  disabled?: boolean;
  id?: string;
};

/** One image picked from disk, checked and previewed before upload, with a way to take it back. */
export function ImageInput({
  label,
  value,
  onChange,
  onProblem,
  error,
  hint,
  preview,
  previewAlt = 'Preview of the chosen image',
  removeLabel = 'Remove image',
  disabled,
  id,
}: Props) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const input = useRef<HTMLInputElement>(null);
  const url = useObjectUrl(value);
  return (
    <Field id={inputId} label={label} error={error} hint={hint}>
      <div className="image-input">
        {preview ? preview(url) : url ? <UploadImage src={url} alt={previewAlt} width={72} height={72} className="avatar" /> : null}
        <input
          ref={input}
          className="input"
          type="file"
          accept={IMAGE_ACCEPT}
          {...fieldAria(inputId, error, Boolean(hint))}
          disabled={disabled}
          onChange={(e) => {
            const file = e.target.files?.[0] ?? null;
            const problem = file ? imageProblem(file) : null;
            onProblem(problem ?? undefined);
            if (problem) {
              e.target.value = '';
              onChange(null);
            } else onChange(file);
          }}
        />
        {value ? (
          <Button
            variant="ghost"
            size="s"
            disabled={disabled}
            onClick={() => {
              onChange(null);
              if (input.current) input.current.value = '';
            }}
          >
            {removeLabel}
          </Button>
        ) : null}
      </div>
    </Field>
  );
}
