'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Field, fieldAria } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { FormError } from '@/components/ui/form-error';
import { CodeInput } from './code-input';
import { EmailPasswordFields } from './email-password-fields';
import { withoutField } from '@/components/brand-signup/field-errors';
import { INVALID_CODE, usePhoneVerification } from '@/components/phone/use-phone-verification';
import { api } from '@/lib/client/api';
import { COUNTRY_CODE } from '@/lib/constants';
import { EMAIL_MESSAGE, emailSchema } from '@/lib/auth/schemas';
import { CODE_OR_REMOVE_PHONE, PASSWORD_REQUIRED } from '@/lib/auth/login-schemas';
import type { PhonePublicConfig } from '@/lib/phone/public-config';
import styles from './auth.module.css';

const PHONE_MESSAGE = 'Please enter a valid phone number!';
const RECAPTCHA_ID = 'login-recaptcha';

type Values = { email: string; password: string; phone: string; code: string };

/**
 * `/login` for either role: e-mail and password; a phone number, when typed, must be proven
 * with a code sent through the phone provider and be the account's phone.
 */
export function LoginForm({ phoneConfig }: { phoneConfig: PhonePublicConfig }) {
  const router = useRouter();
  const { send, verify } = usePhoneVerification(phoneConfig, RECAPTCHA_ID);
  const [values, setValues] = useState<Values>({ email: '', password: '', phone: '', code: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [verifiedPhone, setVerifiedPhone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [chooser, setChooser] = useState(false);
  const e164 = `${COUNTRY_CODE}${values.phone}`;
  const phoneValid = /^[6-9]\d{9}$/.test(values.phone);

  const set = (key: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((prev) => withoutField(prev, key === 'code' ? 'verificationCode' : key));
    setFormError(null);
  };

  async function sendCode() {
    if (!phoneValid) {
      setErrors((prev) => ({ ...prev, phone: PHONE_MESSAGE }));
      return;
    }
    setSending(true);
    const result = await send(e164);
    setSending(false);
    if (!result.ok) {
      setErrors((prev) => ({ ...prev, phone: result.message }));
      toast.error(result.message);
      return;
    }
    toast.success(`Sent verification code to ${result.phone}`);
  }

  async function verifyCode(): Promise<boolean> {
    if (verifiedPhone === e164) return true;
    setVerifying(true);
    const result = await verify(e164, values.code);
    setVerifying(false);
    if (!result.ok) {
      setErrors((prev) => ({ ...prev, verificationCode: result.message === 'Server error' ? result.message : INVALID_CODE }));
      toast.error(result.message);
      return false;
    }
    setVerifiedPhone(result.phone);
    toast.success('Phone number verified successfully!');
    return true;
  }

  function validate(): Record<string, string> {
    const next: Record<string, string> = {};
    if (!emailSchema.safeParse(values.email).success) next.email = EMAIL_MESSAGE;
    if (!values.password) next.password = PASSWORD_REQUIRED;
    if (values.phone) {
      if (!phoneValid) next.phone = PHONE_MESSAGE;
      else if (!sending && !values.code.trim() && verifiedPhone !== e164) next.verificationCode = CODE_OR_REMOVE_PHONE;
    }
    return next;
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setFormError(null);
    try {
      // The phone is proven first (the "Verify Code" step), so both providers work the same way.
      if (values.phone && !(await verifyCode())) {
        setBusy(false);
        return;
      }
      const res = await api<{ redirectTo: string }>('/api/auth/login', {
        method: 'POST',
        json: { email: values.email, password: values.password, phoneNumber: values.phone ? e164 : '', verificationCode: values.code },
      });
      if (res.ok) {
        toast.success('Login successful');
        router.replace(res.data.redirectTo);
        router.refresh();
        return;
      }
      if (res.data.fields?.verificationCode) {
        setVerifiedPhone(null);
        setErrors({ verificationCode: res.data.fields.verificationCode });
        toast.error(res.data.fields.verificationCode);
      } else {
        const message = res.data.message || 'Something went wrong';
        setFormError(message);
        toast.error(message);
      }
    } catch {
      setFormError('Server error');
      toast.error('Server error');
    }
    setBusy(false);
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <FormError message={formError} />
      <EmailPasswordFields values={values} errors={errors} onChange={(key, value) => set(key)(value)} emailLabel="Email Address" />
      <Field id="phone" label="Phone Number" error={errors.phone} hint="Optional: add it to confirm the login with a code texted to your phone.">
        <div className={styles.phoneRow}>
          <div className="input-group">
            <span className="addon" aria-hidden="true">
              {COUNTRY_CODE}
            </span>
            <input
              className="input"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={10}
              {...fieldAria('phone', errors.phone)}
              value={values.phone}
              onChange={(e) => {
                set('phone')(e.target.value.replace(/\D/g, '').slice(0, 10));
                setVerifiedPhone(null);
              }}
            />
          </div>
          {values.phone ? (
            <button type="button" className="btn btn-secondary" onClick={sendCode} disabled={sending} aria-busy={sending || undefined}>
              {sending ? 'Sending...' : 'Send Verification Code'}
            </button>
          ) : null}
        </div>
      </Field>
      {values.phone ? (
        <Field id="verificationCode" label="Verification Code" error={errors.verificationCode}>
          <div className={styles.codeRow}>
            <CodeInput id="verificationCode" error={errors.verificationCode} value={values.code} onCode={set('code')} />
            <button
              type="button"
              className="btn btn-secondary"
              disabled={verifying || verifiedPhone === e164}
              aria-busy={verifying || undefined}
              onClick={() => {
                if (!phoneValid) setErrors((prev) => ({ ...prev, phone: PHONE_MESSAGE }));
                else void verifyCode();
              }}
            >
              {verifying ? 'Verifying...' : 'Verify Code'}
            </button>
          </div>
          {verifiedPhone === e164 ? (
            <p className={styles.verified} role="status">
              ✓ Phone verified
            </p>
          ) : null}
        </Field>
      ) : null}
      <div id={RECAPTCHA_ID} />
      <SubmitButton busy={busy} busyLabel="Logging in...">
        Login
      </SubmitButton>
      <div className={styles.center}>
        <button type="button" className={styles.linkButton} aria-expanded={chooser} aria-controls="signup-chooser" onClick={() => setChooser((v) => !v)}>
          Dont have an account? Sign up
        </button>
        {chooser ? (
          <div id="signup-chooser" className={styles.chooser}>
            <Link className="btn btn-secondary btn-small" href="/brand/signup">
              Sign up as a brand
            </Link>
            <Link className="btn btn-secondary btn-small" href="/creator/signup">
              Sign up as a creator
            </Link>
          </div>
        ) : null}
      </div>
      <p className={styles.links}>
        <Link href="/forgot-password?role=brand">Forgot brand password?</Link>
        <Link href="/forgot-password?role=creator">Forgot creator password?</Link>
      </p>
    </form>
  );
}
