'use client';

import { INTEREST_OPTIONS, InterestOptions } from '@/components/profile';
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/form-fields';
import { ImageInput } from '@/components/ui/image-input';
import { useActionForm, type FormAction } from '@/components/ui/use-action-form';
import { signupCreatorAction } from '@/lib/creators/actions';
import { OTP_NOT_VERIFIED, SIGNUP_TOASTS } from '@/lib/creators/messages';
import type { SocialHandle } from '@/models/creators';
import { handlesError, SocialHandlesInput } from '@/components/social-handles';
import styles from './creator-auth.module.css';
import { EmailText } from '@/components/ui/email-text';

type Props = { email: string; next: string; onNeedsNewCode: () => void; onChangeEmail: () => void };

type Values = { name: string; email: string; password: string; phone: string; niche: string; socialMediaHandles: SocialHandle[]; profilePicture?: File };
// The platform select offers only the listed platforms; the schema checks them again.
const signup = signupCreatorAction as FormAction<Values, { message: string }>;

const loginHref = (next: string) => (next === '/creator/dashboard' ? '/creator/login' : `/creator/login?next=${encodeURIComponent(next)}`);

/** Step 3: the account details; the server checks them with the API's schema and signs the new creator in. */
export function SignupDetailsForm({ email, next, onNeedsNewCode, onChangeEmail }: Props) {
  const router = useRouter();
  const [handles, setHandles] = useState<SocialHandle[]>([]);
  // A handle typed but not added with "Add": complete, it is signed up with; incomplete, sign-up says so.
  const [pending, setPending] = useState<SocialHandle | string | null>(null);
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureProblem, setPictureProblem] = useState<string | undefined>();
  const { form, onSubmit, busy, formError, setFormError } = useActionForm(signup, {
    defaultValues: { name: '', email, password: '', phone: '', niche: '', socialMediaHandles: [] },
    success: SIGNUP_TOASTS.signedUp,
    failure: (f) =>
      f.status === 0
        ? SIGNUP_TOASTS.signupUnreached
        : f.status === 409
          ? SIGNUP_TOASTS.emailTaken
          : f.message === OTP_NOT_VERIFIED
            ? OTP_NOT_VERIFIED
            : SIGNUP_TOASTS.signupFailed(f.message),
    onSuccess: () => {
      router.push(next);
      router.refresh();
    },
    onFailure: (f) => {
      if (f.status === 409) router.push(loginHref(next));
      // The verification expired or was used: a new code is needed.
      else if (f.message === OTP_NOT_VERIFIED) onNeedsNewCode();
      else if (f.status === 0) setFormError('Could not reach the server. Please try again.');
    },
  });

  const errors = form.formState.errors;
  const submit = (e: FormEvent) => {
    if (typeof pending === 'string') {
      e.preventDefault();
      form.setError('socialMediaHandles', { message: `Finish or clear the handle you started: ${pending}` });
      return;
    }
    const clash = pending && handles.some((h) => h.platform === pending.platform && h.handle.toLowerCase() === pending.handle.toLowerCase());
    if (pending && !clash) form.setValue('socialMediaHandles', [...handles, pending]);
    void onSubmit(e);
  };
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <p className={styles.verified}>
        <span>
          <span aria-hidden="true">✓ </span>Verified:{' '}
          <strong>
            <EmailText address={email} />
          </strong>
        </span>
        <Button variant="ghost" size="s" onClick={onChangeEmail} disabled={busy}>
          Change
        </Button>
      </p>
      <FormError message={formError} id="signup-form-error" />
      <TextField form={form} name="name" id="signup-name" label="Name" autoComplete="name" maxLength={100} required />
      <TextField
        form={form}
        name="password"
        id="signup-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={errors.password ? undefined : 'At least 6 characters.'}
        required
      />
      <TextField
        form={form}
        name="phone"
        id="signup-phone"
        label="Phone"
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        placeholder="98765 43210"
        hint={errors.phone ? undefined : '10-digit Indian mobile number; +91 is added for you.'}
        required
      />
      <TextField
        form={form}
        name="niche"
        id="signup-niche"
        label="Niche"
        maxLength={100}
        list={INTEREST_OPTIONS}
        autoComplete="off"
        hint={errors.niche ? undefined : 'Optional, e.g. Tech reviews, Food, Travel.'}
      />
      <InterestOptions />
      <SocialHandlesInput
        value={handles}
        onChange={(list) => {
          setHandles(list);
          form.setValue('socialMediaHandles', list);
          for (const key of Object.keys(errors)) if (key.startsWith('socialMediaHandles.')) form.clearErrors(key);
        }}
        onDraft={(draft) => {
          setPending(draft);
          form.clearErrors('socialMediaHandles');
        }}
        error={handlesError(errors)}
        disabled={busy}
      />
      <ImageInput
        label="Profile Picture"
        value={picture}
        onChange={(file) => {
          setPicture(file);
          form.setValue('profilePicture', file ?? undefined);
        }}
        onProblem={setPictureProblem}
        error={pictureProblem ?? errors.profilePicture?.message}
        hint="Optional."
        previewAlt="Preview of your profile picture"
        removeLabel="Remove picture"
        disabled={busy}
      />
      <Button type="submit" block busy={busy} busyLabel="Signing up...">
        Sign Up
      </Button>
    </form>
  );
}
