'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/form-fields';
import { ImageInput } from '@/components/ui/image-input';
import { UploadImage } from '@/components/ui/upload-image';
import { useActionForm, type FormAction } from '@/components/ui/use-action-form';
import { addPortfolioImageAction, addPortfolioLinkAction } from '@/lib/portfolio/actions';
import { MAX_PORTFOLIO_CAPTION } from '@/lib/portfolio/messages';
import type { PortfolioItemJson } from '@/lib/portfolio/serialize';
import styles from './portfolio.module.css';

type Added = { message: string; item: PortfolioItemJson };
type Props = { onAdded: (item: PortfolioItemJson) => void; disabled: boolean };

/** Adds a post on Instagram, YouTube, TikTok or Twitter by its link. */
export function AddLinkForm({ onAdded, disabled }: Props) {
  const { form, onSubmit, busy, formError } = useActionForm(addPortfolioLinkAction as FormAction<{ url: string; caption: string }, Added>, {
    defaultValues: { url: '', caption: '' },
    success: (added) => added.message,
    onSuccess: (added) => {
      form.reset({ url: '', caption: '' });
      onAdded(added.item);
    },
  });
  return (
    <Card as="form" className="stack" onSubmit={onSubmit} noValidate aria-labelledby="portfolio-link-title">
      <h2 id="portfolio-link-title">Add a post</h2>
      <FormError message={formError} />
      <TextField
        form={form}
        name="url"
        id="portfolio-url"
        label="Post link"
        hint="The https:// link of a post on Instagram, YouTube, TikTok or Twitter."
        type="url"
        inputMode="url"
        maxLength={2000}
        disabled={disabled}
      />
      <TextField
        form={form}
        name="caption"
        id="portfolio-link-caption"
        label="Caption"
        hint="Optional."
        maxLength={MAX_PORTFOLIO_CAPTION}
        disabled={disabled}
      />
      <div className="row">
        <Button type="submit" busy={busy} busyLabel="Adding..." disabled={disabled}>
          Add post
        </Button>
      </div>
    </Card>
  );
}

/** Adds an image from disk (checked here, then checked and re-encoded by the server). */
export function AddImageForm({ onAdded, disabled }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const { form, onSubmit, busy, formError } = useActionForm(addPortfolioImageAction as FormAction<{ file: File | null; caption: string }, Added>, {
    defaultValues: { file: null, caption: '' },
    success: (added) => added.message,
    onSuccess: (added) => {
      setFile(null);
      form.reset({ file: null, caption: '' });
      onAdded(added.item);
    },
  });
  return (
    <Card as="form" className="stack" onSubmit={onSubmit} noValidate aria-labelledby="portfolio-image-title">
      <h2 id="portfolio-image-title">Add an image</h2>
      <FormError message={formError} />
      <ImageInput
        id="portfolio-file"
        label="Image"
        value={file}
        onChange={(f) => {
          setFile(f);
          form.setValue('file', f);
          form.clearErrors('file');
        }}
        onProblem={setProblem}
        error={problem ?? form.formState.errors.file?.message}
        preview={(url) => (url ? <UploadImage src={url} alt="Preview of the chosen image" width={80} height={80} className={styles.thumb} /> : null)}
        disabled={busy || disabled}
      />
      <TextField
        form={form}
        name="caption"
        id="portfolio-image-caption"
        label="Caption"
        hint="Optional."
        maxLength={MAX_PORTFOLIO_CAPTION}
        disabled={disabled}
      />
      <div className="row">
        <Button type="submit" busy={busy} busyLabel="Uploading..." disabled={disabled}>
          Add image
        </Button>
      </div>
    </Card>
  );
}
