'use client';

import { useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { TextareaField } from '@/components/ui/form-fields';
import { useActionForm, type FormAction } from '@/components/ui/use-action-form';
import { replyAsBrandAction, replyAsCreatorAction, reviewAsBrandAction, reviewAsCreatorAction } from '@/lib/reviews/actions';
import { REPLY_SAVED, REVIEW_SAVED, REVIEW_TEXT_MAX } from '@/lib/reviews/messages';
import type { Role } from '@/models';
import { reviewInSentence } from './sentences';
import styles from './reviews.module.css';

type ReviewValues = { stars: string; text: string };

/** "Review <name>": 1–5 stars as a radio group (arrow keys move between them), a text, once. */
export function ReviewForm({ role, collaborationId, otherName }: { role: Role; collaborationId: string; otherName: string }) {
  const router = useRouter();
  const [showsAt, setShowsAt] = useState<string | null>(null);
  const action = useMemo(
    () =>
      (role === 'brand' ? reviewAsBrandAction : reviewAsCreatorAction).bind(null, collaborationId) as unknown as FormAction<ReviewValues, { showsAt: string }>,
    [role, collaborationId],
  );
  const { form, onSubmit, busy, formError } = useActionForm(action, {
    defaultValues: { stars: '', text: '' },
    success: REVIEW_SAVED,
    onSuccess: (saved) => {
      setShowsAt(saved.showsAt);
      router.refresh();
    },
  });
  if (showsAt) return <p data-testid="review-in">{reviewInSentence(otherName, showsAt)}</p>;
  const starsError = form.formState.errors.stars?.message;
  return (
    <form className="stack" onSubmit={onSubmit} noValidate aria-labelledby="review-title">
      <h2 id="review-title">Review {otherName}</h2>
      <FormError message={formError} />
      <fieldset className={styles.starChoice} aria-describedby={starsError ? 'review-stars-error' : undefined}>
        <legend className="label">Stars</legend>
        <div className={styles.starOptions} role="radiogroup" aria-label="Stars">
          {['1', '2', '3', '4', '5'].map((n) => (
            <label key={n} className={styles.starOption}>
              {/* Left to the browser (not controlled): a star chosen before the page hydrated stays
                  chosen, and the form takes it when React attaches the input. */}
              <input
                type="radio"
                name="stars"
                value={n}
                ref={(el) => {
                  if (el?.checked && form.getValues('stars') !== n) form.setValue('stars', n);
                }}
                onChange={() => {
                  form.setValue('stars', n);
                  form.clearErrors('stars');
                }}
              />
              <span aria-hidden="true">{'★'.repeat(Number(n))}</span>
              <span className="visually-hidden">{`${n} ${n === '1' ? 'star' : 'stars'}`}</span>
            </label>
          ))}
        </div>
        {starsError ? (
          <p className="field-error" id="review-stars-error" role="alert">
            {starsError}
          </p>
        ) : null}
      </fieldset>
      <TextareaField form={form} name="text" id="review-text" label="Your review" rows={4} maxLength={REVIEW_TEXT_MAX} />
      <div className="row">
        <Button type="submit" busy={busy} busyLabel="Sending...">
          Send review
        </Button>
      </div>
    </form>
  );
}

/** The one reviewed answers, once, publicly. */
export function ReplyForm({ role, reviewId }: { role: Role; reviewId: string }) {
  const router = useRouter();
  const action = useMemo(
    () => (role === 'brand' ? replyAsBrandAction : replyAsCreatorAction).bind(null, reviewId) as unknown as FormAction<{ text: string }, unknown>,
    [role, reviewId],
  );
  const { form, onSubmit, busy, formError } = useActionForm(action, {
    defaultValues: { text: '' },
    success: REPLY_SAVED,
    onSuccess: () => router.refresh(),
  });
  return (
    <form className="stack" onSubmit={onSubmit} noValidate>
      <FormError message={formError} />
      <TextareaField form={form} name="text" id="reply-text" label="Your public reply" rows={3} maxLength={REVIEW_TEXT_MAX} />
      <div className="row">
        <Button type="submit" variant="secondary" busy={busy} busyLabel="Sending...">
          Reply
        </Button>
      </div>
    </form>
  );
}
