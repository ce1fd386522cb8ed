'use client';

import { useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { SelectField, TextareaField, TextField } from '@/components/ui/form-fields';
import { IMAGE_ACCEPT } from '@/components/ui/image-rules';
import { useActionForm, type FormAction } from '@/components/ui/use-action-form';
import { goLiveAction, reportMetricsAction, reviewSubmissionAction, submitContentAction } from '@/lib/collaborations/actions';
import { CAPTION_MAX, COMMENT_MAX, MAX_SUBMISSION_IMAGES, METRICS_UPDATED, SUBMITTED, WENT_LIVE } from '@/lib/collaborations/messages';
import styles from './collaborations.module.css';

type SubmitValues = { caption: string; draftUrl: string; images: File[] };

/** The version the brand sent back: what it asked for, and the caption to start the next one from. */
type ChangesAsked = { version: number; caption: string; comment: string; brandName: string };

/**
 * The creator's next version: caption, 1 to 10 images and/or a link to a draft video. After the
 * brand asked for changes, its comment heads the form and the caption starts as the last one.
 */
export function SubmitContentForm({ collaborationId, version, changes }: { collaborationId: string; version: number; changes?: ChangesAsked }) {
  const router = useRouter();
  const action = useMemo(() => submitContentAction.bind(null, collaborationId) as unknown as FormAction<SubmitValues, unknown>, [collaborationId]);
  const [files, setFiles] = useState<File[]>([]);
  const { form, onSubmit, busy, formError } = useActionForm(action, {
    defaultValues: { caption: changes?.caption ?? '', draftUrl: '', images: [] },
    success: SUBMITTED,
    onSuccess: () => {
      setFiles([]);
      form.reset({ caption: '', draftUrl: '', images: [] });
      router.refresh();
    },
  });
  const imagesError = form.formState.errors.images?.message;
  return (
    <form className="stack" onSubmit={onSubmit} noValidate aria-busy={busy || undefined} aria-labelledby="submit-title">
      <h3 id="submit-title">Submit version {version}</h3>
      {changes ? (
        <div className={styles.changesAsked} data-testid="changes-asked">
          <p>
            <strong>Changes requested</strong> on version {changes.version} by {changes.brandName}:
          </p>
          {changes.comment ? <p className={styles.pre}>{changes.comment}</p> : null}
        </div>
      ) : null}
      <FormError message={formError} />
      <TextareaField form={form} name="caption" label="Caption" rows={4} maxLength={CAPTION_MAX} hint="The text you will post with it." />
      <div className="field">
        <label className="label" htmlFor="submission-images">
          Images (up to {MAX_SUBMISSION_IMAGES})
        </label>
        <input
          id="submission-images"
          className="input"
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          aria-invalid={imagesError ? true : undefined}
          aria-describedby={imagesError ? 'submission-images-error' : undefined}
          onChange={async (e) => {
            const target = e.target;
            const picked = Array.from(target.files ?? []);
            if (picked.length > MAX_SUBMISSION_IMAGES) {
              form.setError('images', { message: `At most ${MAX_SUBMISSION_IMAGES} images` });
              target.value = '';
              return;
            }
            // Taken at once, so a quick Submit sends them (the server checks them as well), then
            // checked here: a refused one takes the choice back with the reason.
            setFiles(picked);
            form.setValue('images', picked);
            const problem = await (await import('@/components/ui/image-check')).checkImages(picked);
            if (problem && form.getValues('images') === picked) {
              target.value = '';
              setFiles([]);
              form.setValue('images', []);
              form.setError('images', { message: problem });
            }
          }}
        />
        {files.length > 0 ? <p className="hint">{files.length === 1 ? '1 image chosen' : `${files.length} images chosen`}</p> : null}
        {imagesError ? (
          <p className="field-error" id="submission-images-error" role="alert">
            {imagesError}
          </p>
        ) : null}
      </div>
      <TextField form={form} name="draftUrl" label="Link to a draft video (optional)" type="url" inputMode="url" placeholder="https://" />
      <div className="form-actions">
        <Button type="submit" busy={busy} busyLabel="Submitting...">
          Submit for review
        </Button>
      </div>
    </form>
  );
}

type ReviewValues = { decision: 'approve' | 'changes'; comment: string };

/** The brand's answer to the latest version: approve it, or ask for changes with a comment. */
export function ReviewForm({ collaborationId, submissionId, version }: { collaborationId: string; submissionId: string; version: number }) {
  const router = useRouter();
  const action = useMemo(
    () => reviewSubmissionAction.bind(null, collaborationId, submissionId) as unknown as FormAction<ReviewValues, { message: string }>,
    [collaborationId, submissionId],
  );
  const { form, onSubmit, busy, formError } = useActionForm(action, {
    defaultValues: { decision: 'approve', comment: '' },
    success: (d) => d.message,
    onSuccess: () => router.refresh(),
  });
  const pending = busy ? form.getValues('decision') : null;
  return (
    <form className="stack" onSubmit={onSubmit} noValidate aria-busy={busy || undefined} aria-labelledby="review-title">
      <h3 id="review-title">Review version {version}</h3>
      <FormError message={formError} />
      <TextareaField form={form} name="comment" label="Comment" rows={3} maxLength={COMMENT_MAX} hint="Required when you ask for changes." />
      <div className="form-actions row">
        <Button
          type="submit"
          variant="success"
          busy={pending === 'approve'}
          busyLabel="Approving..."
          disabled={busy}
          onClick={() => form.setValue('decision', 'approve')}
        >
          Approve content
        </Button>
        <Button
          type="submit"
          variant="secondary"
          busy={pending === 'changes'}
          busyLabel="Sending..."
          disabled={busy}
          onClick={() => form.setValue('decision', 'changes')}
        >
          Request changes
        </Button>
      </div>
    </form>
  );
}

type LiveValues = Record<string, string>;

/** Most links one go-live takes (the API's limit). */
const MAX_LIVE_LINKS = 20;

/**
 * The creator's live post: one link is enough to go live; "Add another link" adds optional ones,
 * and each may name the piece of the brief it is for (`deliverables`: "Reel 1", "Story 2"…);
 * and, optionally, the first figures.
 */
export function LiveForm({ collaborationId, deliverables }: { collaborationId: string; deliverables: string[] }) {
  const router = useRouter();
  const [count, setCount] = useState(1);
  const action = useMemo(() => {
    const bound = goLiveAction.bind(null, collaborationId);
    // The form's flat fields (postUrls.0.url, metrics.views...) as the schema's shape, the extra
    // links left empty dropped; errors come back on the same paths.
    return ((v: LiveValues) =>
      bound({
        postUrls: Array.from({ length: count }, (_, i) => ({ url: v[`postUrls.${i}.url`] ?? '', deliverable: v[`postUrls.${i}.deliverable`] || null })).filter(
          (link, i) => i === 0 || link.url.trim() !== '',
        ),
        metrics: { views: v['metrics.views'] ?? '', likes: v['metrics.likes'] ?? '', comments: v['metrics.comments'] ?? '' },
      } as never)) as unknown as FormAction<LiveValues, unknown>;
  }, [collaborationId, count]);
  const { form, onSubmit, busy, formError } = useActionForm(action, {
    defaultValues: {},
    success: WENT_LIVE,
    onSuccess: () => router.refresh(),
  });
  const addLink = () => {
    setCount((n) => n + 1);
    // The new field takes the focus once it is there.
    requestAnimationFrame(() => document.getElementById(`post-url-${count}`)?.focus());
  };
  const pieces = deliverables.length;
  const options = deliverables.map((d) => ({ value: d, label: d }));
  return (
    <form className="stack" onSubmit={onSubmit} noValidate aria-busy={busy || undefined} aria-labelledby="live-title">
      <h3 id="live-title">Share the live post</h3>
      <FormError message={formError} />
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={pieces > 0 ? styles.liveLink : undefined}>
          <TextField
            form={form}
            name={`postUrls.${i}.url`}
            id={`post-url-${i}`}
            label={i === 0 ? 'Live post link' : `Another live post link ${i + 1} (optional)`}
            hint={i === 0 && pieces > 1 ? `One link is enough to go live; add the others of your ${pieces} pieces if you like.` : undefined}
            type="url"
            inputMode="url"
            placeholder="https://"
          />
          {pieces > 0 ? (
            <SelectField
              form={form}
              name={`postUrls.${i}.deliverable`}
              id={`post-deliverable-${i}`}
              label={i === 0 ? 'For (optional)' : `Link ${i + 1} is for (optional)`}
              options={options}
              placeholder="Not named"
            />
          ) : null}
        </div>
      ))}
      {count < MAX_LIVE_LINKS ? (
        <div>
          <Button type="button" variant="ghost" size="s" onClick={addLink}>
            Add another link
          </Button>
        </div>
      ) : null}
      {form.formState.errors.postUrls ? (
        <p className="field-error" role="alert">
          {form.formState.errors.postUrls.message}
        </p>
      ) : null}
      <fieldset className={`stack ${styles.metrics}`}>
        <legend className="label">Figures so far (optional, self-reported)</legend>
        <div className="grid">
          <TextField form={form} name="metrics.views" id="metric-views" label="Views" type="number" min={0} inputMode="numeric" />
          <TextField form={form} name="metrics.likes" id="metric-likes" label="Likes" type="number" min={0} inputMode="numeric" />
          <TextField form={form} name="metrics.comments" id="metric-comments" label="Comments" type="number" min={0} inputMode="numeric" />
        </div>
      </fieldset>
      <div className="form-actions">
        <Button type="submit" busy={busy} busyLabel="Sharing...">
          Share live post
        </Button>
      </div>
    </form>
  );
}

type MetricsValues = { views: string; likes: string; comments: string };

/** The creator's update of the live post's figures; a field left empty keeps its last value. */
export function MetricsForm({ collaborationId }: { collaborationId: string }) {
  const router = useRouter();
  const action = useMemo(() => reportMetricsAction.bind(null, collaborationId) as unknown as FormAction<MetricsValues, unknown>, [collaborationId]);
  const empty = { views: '', likes: '', comments: '' };
  const { form, onSubmit, busy, formError } = useActionForm(action, {
    defaultValues: empty,
    success: METRICS_UPDATED,
    onSuccess: () => {
      form.reset(empty);
      router.refresh();
    },
  });
  return (
    <form className="stack" onSubmit={onSubmit} noValidate aria-busy={busy || undefined} aria-labelledby="metrics-form-title">
      <h3 id="metrics-form-title">Update the figures</h3>
      <p className="muted small">What the platform shows today. A field left empty keeps its last value.</p>
      <FormError message={formError} />
      <div className="grid">
        <TextField form={form} name="views" id="update-views" label="Views" type="number" min={0} inputMode="numeric" />
        <TextField form={form} name="likes" id="update-likes" label="Likes" type="number" min={0} inputMode="numeric" />
        <TextField form={form} name="comments" id="update-comments" label="Comments" type="number" min={0} inputMode="numeric" />
      </div>
      <div className="form-actions">
        <Button type="submit" busy={busy} busyLabel="Saving...">
          Save figures
        </Button>
      </div>
    </form>
  );
}
