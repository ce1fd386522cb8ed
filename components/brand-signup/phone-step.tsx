'use client';

import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Field, fieldAria } from '@/components/ui/field';
import { INVALID_CODE, usePhoneVerification } from '@/components/phone/use-phone-verification';
import { COUNTRY_CODE } from '@/lib/constants';
import type { PhonePublicConfig } from '@/lib/phone/public-config';
import { withoutField } from './field-errors';
import { StepActions } from './step-actions';
import styles from './signup.module.css';

export const PHONE_MESSAGE = 'Please enter a valid phone number!';
const RECAPTCHA_ID = 'brand-signup-recaptcha';

/** A 10-digit Indian mobile number as typed after the fixed +91. */
export const isIndianMobile = (digits: string) => /^[6-9]\d{9}$/.test(digits);

type Props = {
  phoneConfig: PhonePublicConfig;
  digits: string;
  onDigits: (d: string) => void;
  verifiedPhone: string | null;
  onVerified: (e164: string) => void;
  onBack: () => void;
};

/** Step 2: Phone Verification — +91 fixed, send a code through the provider, then Verify. */
export function PhoneStep({ phoneConfig, digits, onDigits, verifiedPhone, onVerified, onBack }: Props) {
  const { send, verify } = usePhoneVerification(phoneConfig, RECAPTCHA_ID);
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const codeInput = useRef<HTMLInputElement>(null);
  const e164 = `${COUNTRY_CODE}${digits}`;
  const alreadyVerified = verifiedPhone === e164;

  function fail(field: 'phone' | 'code', message: string) {
    setErrors((prev) => ({ ...prev, [field]: message }));
    toast.error(message);
  }

  async function sendCode() {
    if (!isIndianMobile(digits)) return fail('phone', PHONE_MESSAGE);
    setSending(true);
    const result = await send(e164);
    setSending(false);
    if (!result.ok) return fail('phone', result.message);
    setSentTo(result.phone);
    setErrors({});
    toast.success(`Sent verification code to ${result.phone}`);
    codeInput.current?.focus();
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!isIndianMobile(digits)) return fail('phone', PHONE_MESSAGE);
    if (alreadyVerified) return onVerified(e164);
    if (!code.trim() || sentTo !== e164) return fail('code', INVALID_CODE);
    setVerifying(true);
    const result = await verify(e164, code);
    setVerifying(false);
    if (!result.ok) return fail('code', result.message);
    toast.success('Phone number verified successfully!');
    onVerified(result.phone);
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <Field id="phone" label="Phone Number" error={errors.phone} hint="We text a 6-digit code to this number.">
        <div className={styles.phoneRow}>
          <div className="input-group">
            <span className="addon" aria-hidden="true">
              {COUNTRY_CODE}
            </span>
            <input
              className="input"
              {...fieldAria('phone', errors.phone)}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={10}
              placeholder="98XXXXXXXX"
              value={digits}
              onChange={(e) => {
                onDigits(e.target.value.replace(/\D/g, '').slice(0, 10));
                setErrors((prev) => withoutField(prev, 'phone'));
              }}
            />
          </div>
          <button type="button" className="btn btn-secondary" onClick={sendCode} disabled={sending || verifying} aria-busy={sending || undefined}>
            {sending ? 'Sending...' : sentTo === e164 ? 'Resend code' : 'Send code'}
          </button>
        </div>
      </Field>
      {alreadyVerified ? (
        <p className={styles.verified} role="status">
          ✓ {e164} is verified
        </p>
      ) : (
        <Field id="code" label="Verification Code" error={errors.code}>
          <input
            ref={codeInput}
            className="input"
            {...fieldAria('code', errors.code)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="6-digit code"
            value={code}
            onChange={(e) => {
              setCode(e.target.value.replace(/\D/g, '').slice(0, 6));
              setErrors((prev) => withoutField(prev, 'code'));
            }}
          />
        </Field>
      )}
      <div id={RECAPTCHA_ID} />
      <StepActions onBack={onBack} nextLabel="Verify" busy={verifying} busyLabel="Verifying..." />
    </form>
  );
}
