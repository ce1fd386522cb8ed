'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/ui/toast';
import { api } from '@/lib/client/api';
import { creatorSignupSchema, OTP_NOT_VERIFIED } from '@/lib/creators/schemas';
import type { SocialHandle } from '@/models/creators';
import { Field, fieldAria } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { fieldErrorsOf, serverFieldErrors, type FieldErrors } from './form-errors';
import { PictureInput } from './picture-input';
import { SocialHandlesInput } from './social-handles-input';
import styles from './creator-auth.module.css';

type Props = { email: string; verified: boolean; next: string; onNeedsNewCode: () => void; onChangeEmail: () => void };

const loginHref = (next: string) => (next === '/creator/dashboard' ? '/creator/login' : `/creator/login?next=${encodeURIComponent(next)}`);

/** Step 3: the account details, sent as multipart like the spec's client. */
export function SignupDetailsForm({ email, verified, next, onNeedsNewCode, onChangeEmail }: Props) {
  const router = useRouter();
  const [values, setValues] = useState({ name: '', password: '', phone: '', niche: '' });
  const [handles, setHandles] = useState<SocialHandle[]>([]);
  const [picture, setPicture] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: e.target.value }));
    setErrors((er) => ({ ...er, [key]: undefined, _: undefined }));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!verified) {
      toast.error(OTP_NOT_VERIFIED);
      return;
    }
    const parsed = creatorSignupSchema.safeParse({ ...values, email, socialMediaHandles: JSON.stringify(handles) });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    if (errors.profilePicture) return;
    const form = new FormData();
    form.append('name', values.name.trim());
    form.append('email', email);
    form.append('password', values.password);
    form.append('phone', values.phone.trim());
    form.append('niche', values.niche.trim());
    form.append('socialMediaHandles', JSON.stringify(handles));
    if (picture) form.append('profilePicture', picture);
    setBusy(true);
    try {
      const res = await api('/api/creator/signup', { method: 'POST', body: form });
      if (res.status === 201) {
        toast.success('Signup successful!');
        router.push(next);
        router.refresh();
        return;
      }
      if (res.status === 409) {
        toast.error('Email already exists, please login');
        router.push(loginHref(next));
        return;
      }
      const message = res.data.message ?? 'Something went wrong';
      if (message === OTP_NOT_VERIFIED) {
        // The verification expired or was used: a new code is needed.
        toast.error(OTP_NOT_VERIFIED);
        onNeedsNewCode();
      } else {
        toast.error(`Signup failed: ${message}`);
        setErrors({ ...serverFieldErrors(res.data.fields), _: message });
      }
      setBusy(false);
    } catch {
      toast.error('Error during signup');
      setErrors({ _: 'Could not reach the server. Please try again.' });
      setBusy(false);
    }
  }

  return (
    <form className="stack" onSubmit={submit} noValidate aria-describedby={errors._ ? 'signup-form-error' : undefined}>
      <p className={styles.verified}>
        <span>
          <span aria-hidden="true">✓ </span>Verified: <strong>{email}</strong>
        </span>
        <button type="button" className="btn btn-ghost btn-small" onClick={onChangeEmail} disabled={busy}>
          Change
        </button>
      </p>
      {errors._ ? (
        <p className="form-error" id="signup-form-error" role="alert">
          {errors._}
        </p>
      ) : null}
      <Field id="signup-name" label="Name" error={errors.name}>
        <input
          {...fieldAria('signup-name', errors.name)}
          className="input"
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={set('name')}
          maxLength={100}
          required
        />
      </Field>
      <Field id="signup-password" label="Password" error={errors.password} hint={errors.password ? undefined : 'At least 6 characters.'}>
        <input
          {...fieldAria('signup-password', errors.password)}
          className="input"
          type="password"
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          required
        />
      </Field>
      <Field id="signup-phone" label="Phone" error={errors.phone} hint={errors.phone ? undefined : '10-digit Indian mobile number; +91 is added for you.'}>
        <input
          {...fieldAria('signup-phone', errors.phone)}
          className="input"
          type="tel"
          name="phone"
          autoComplete="tel-national"
          inputMode="tel"
          placeholder="98765 43210"
          value={values.phone}
          onChange={set('phone')}
          required
        />
      </Field>
      <Field id="signup-niche" label="Niche" error={errors.niche} hint={errors.niche ? undefined : 'Optional, e.g. Tech reviews, Food, Travel.'}>
        <input {...fieldAria('signup-niche', errors.niche)} className="input" name="niche" value={values.niche} onChange={set('niche')} maxLength={100} />
      </Field>
      <SocialHandlesInput
        value={handles}
        onChange={(h) => {
          setHandles(h);
          setErrors((er) => ({ ...er, socialMediaHandles: undefined }));
        }}
        error={errors.socialMediaHandles}
        disabled={busy}
      />
      <PictureInput
        value={picture}
        onChange={setPicture}
        error={errors.profilePicture}
        onError={(m) => setErrors((er) => ({ ...er, profilePicture: m }))}
        disabled={busy}
      />
      <SubmitButton busy={busy} busyLabel="Signing up...">
        Sign Up
      </SubmitButton>
    </form>
  );
}
