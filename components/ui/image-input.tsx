'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from './button';
import { Field, fieldAria } from './field';
import { UploadImage } from './upload-image';
import { useObjectUrl } from './use-object-url';
import { useFileDrop } from './use-file-drop';
import { IMAGE_ACCEPT, IMAGE_RULES_TEXT } from './image-rules';

type Props = {
  label: ReactNode;
  value: File | null;
  onChange: (file: File | null) => void;
  /** Shown when a chosen file is refused here (type, size, pixel dimensions). */
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

/**
 * One image picked from disk, dropped on the zone or chosen by click or keyboard (the zone is the
 * file input's label, the input itself stays focusable), checked and previewed before upload,
 * with a way to take it back.
 */
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
  const [checking, setChecking] = useState(false);
  // A later choice wins over an earlier one still being checked.
  const latest = useRef(0);

  async function take(file: File | null) {
    const turn = ++latest.current;
    if (!file) {
      onProblem(undefined);
      onChange(null);
      return;
    }
    // Taken at once, so a quick submit sends it (the server checks it as well), then checked here:
    // a refused one is taken back with the reason.
    onProblem(undefined);
    onChange(file);
    setChecking(true);
    const { checkImage } = await import('./image-check');
    const problem = await checkImage(file);
    if (turn !== latest.current) return;
    setChecking(false);
    if (problem) {
      if (input.current) input.current.value = '';
      onChange(null);
      onProblem(problem);
    }
  }

  // A file chosen before the page hydrated (a slow phone) fired its change event before React
  // listened: taken once mounted, as if chosen now.
  useEffect(() => {
    const early = input.current?.files?.[0];
    if (early) void take(early);
    // Once, on mount: later choices arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Handled here rather than by the input's own drop, so the file is checked like a chosen one.
  const { over, handlers } = useFileDrop((files) => void take(files[0] ?? null), disabled);

  const aria = fieldAria(inputId, error, Boolean(hint));
  return (
    <Field id={inputId} label={label} error={error} hint={hint}>
      <div className="image-input">
        {preview ? preview(url) : url ? <UploadImage src={url} alt={previewAlt} width={72} height={72} className="avatar" /> : null}
        <div className="drop-zone" data-over={over || undefined} data-invalid={error ? true : undefined} data-disabled={disabled || undefined} {...handlers}>
          <span className="drop-zone-text">
            <strong>{checking ? 'Checking the image…' : value ? value.name : 'Drop an image here or choose one'}</strong>
            <span className="muted small" id={`${inputId}-rules`}>
              {IMAGE_RULES_TEXT}
            </span>
          </span>
          {/* The input covers the zone: a click anywhere opens the picker, Tab reaches it, Space or Enter opens it. */}
          <input
            ref={input}
            className="drop-zone-input"
            type="file"
            accept={IMAGE_ACCEPT}
            {...aria}
            aria-describedby={[aria['aria-describedby'], `${inputId}-rules`].filter(Boolean).join(' ')}
            disabled={disabled}
            onChange={(e) => void take(e.target.files?.[0] ?? null)}
          />
        </div>
        {value ? (
          <Button
            variant="ghost"
            size="s"
            disabled={disabled}
            onClick={() => {
              latest.current++;
              setChecking(false);
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
