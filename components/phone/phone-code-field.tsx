'use client';

import { useRef, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { Field, TextInput, fieldAria } from '@/components/ui/field';
import { COUNTRY_CODE } from '@/lib/constants';
import { CODE_MESSAGE, PHONE_MESSAGE, isIndianMobile } from '@/lib/phone/messages';
import type { PhonePublicConfig } from '@/lib/phone/public-config';
import { usePhoneVerification } from './use-phone-verification';
import styles from './phone-code.module.css';

type Errors = { phone?: string; code?: string };

/**
 * The state of one phone-with-code field: the 10 digits after +91, the code texted to them, and
 * whether the server has recorded the number as verified. Brand sign-up, the generic login and
 * the brand profile all prove a phone through it, with the spec's texts and toasts.
 */
export function usePhoneCode(config: PhonePublicConfig, recaptchaId: string, initialDigits = '') {
  const { send, verify } = usePhoneVerification(config, recaptchaId);
  const [digits, setDigitsState] = useState(initialDigits);
  const [code, setCodeState] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [verified, setVerified] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const e164 = `${COUNTRY_CODE}${digits}`;

  const fail = (field: keyof Errors, message: string) => {
    setErrors((prev) => ({ ...prev, [field]: message }));
    toast.error(message);
  };

  return {
    recaptchaId,
    digits,
    code,
    e164,
    sentTo,
    sending,
    verifying,
    errors,
    /** True when the digits form a mobile number we can text. */
    valid: isIndianMobile(digits),
    /** True when the server has recorded exactly this number as verified. */
    isVerified: verified === e164,
    setDigits(value: string) {
      setDigitsState(value.replace(/\D/g, '').slice(0, 10));
      setErrors((prev) => ({ ...prev, phone: undefined }));
    },
    setCode(value: string) {
      setCodeState(value.replace(/\D/g, '').slice(0, 6));
      setErrors((prev) => ({ ...prev, code: undefined }));
    },
    setError: (field: keyof Errors, message: string | undefined) => setErrors((prev) => ({ ...prev, [field]: message })),
    /** Forgets the verification (the server refused or no longer holds its proof: used up, expired), so the number is proven again. */
    unverify() {
      setVerified(null);
      setSentTo(null);
      setCodeState('');
    },
    /** Texts a code to the number (through the local provider or Firebase). */
    async sendCode(): Promise<boolean> {
      if (!isIndianMobile(digits)) {
        fail('phone', PHONE_MESSAGE);
        return false;
      }
      setSending(true);
      const result = await send(e164);
      setSending(false);
      if (!result.ok) {
        fail('phone', result.message);
        return false;
      }
      setSentTo(result.phone);
      setErrors({});
      toast.success(`Sent verification code to ${result.phone}`);
      return true;
    },
    /** Checks the typed code with the server; the number is then verified there. Answers the E.164 number, or null. */
    async verifyCode(): Promise<string | null> {
      if (verified === e164) return e164;
      if (!isIndianMobile(digits)) {
        fail('phone', PHONE_MESSAGE);
        return null;
      }
      if (!code.trim()) {
        fail('code', CODE_MESSAGE);
        return null;
      }
      setVerifying(true);
      const result = await verify(e164, code);
      setVerifying(false);
      if (!result.ok) {
        fail('code', result.message);
        return null;
      }
      setVerified(result.phone);
      toast.success('Phone number verified successfully!');
      return result.phone;
    },
  };
}

export type PhoneCode = ReturnType<typeof usePhoneCode>;

type Props = {
  phone: PhoneCode;
  id?: string;
  label?: string;
  codeLabel?: string;
  hint?: string;
  /** Shown on the send button before a code was sent. */
  sendLabel?: string;
  /** Show the "Verify Code" button beside the code (forms whose own submit verifies may leave it out). */
  verifyButton?: boolean;
  /** The number needs no proof (e.g. it is the one already on the account): no code to send. */
  settled?: boolean;
  /** An error about the number from elsewhere (the form's own checks, the server), shown if the field has none. */
  error?: string;
  disabled?: boolean;
};

/** +91 and the number, a button that texts a code, the code, and a button that checks it. */
export function PhoneCodeField({
  phone,
  id = 'phone',
  label = 'Phone Number',
  codeLabel = 'Verification Code',
  hint,
  sendLabel = 'Send code',
  verifyButton = true,
  settled = false,
  error,
  disabled,
}: Props) {
  const codeInput = useRef<HTMLInputElement>(null);
  const codeId = `${id}-code`;
  const phoneError = phone.errors.phone ?? error;
  const needsCode = Boolean(phone.digits) && !phone.isVerified && !settled;
  return (
    <>
      <Field id={id} label={label} error={phoneError} hint={hint}>
        <div className={styles.row}>
          <div className="input-group">
            <span className="addon" aria-hidden="true">
              {COUNTRY_CODE}
            </span>
            <TextInput
              {...fieldAria(id, phoneError, Boolean(hint))}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={10}
              placeholder="98XXXXXXXX"
              disabled={disabled}
              value={phone.digits}
              onChange={(e) => phone.setDigits(e.target.value)}
            />
          </div>
          {needsCode ? (
            <Button
              variant="secondary"
              busy={phone.sending}
              busyLabel="Sending..."
              disabled={disabled || phone.verifying}
              onClick={async () => {
                if (await phone.sendCode()) codeInput.current?.focus();
              }}
            >
              {phone.sentTo === phone.e164 ? 'Resend code' : sendLabel}
            </Button>
          ) : null}
        </div>
      </Field>
      {phone.isVerified && !settled ? (
        <p className={styles.verified} role="status">
          ✓ {phone.e164} is verified
        </p>
      ) : needsCode ? (
        <Field id={codeId} label={codeLabel} error={phone.errors.code}>
          <div className={styles.row}>
            <TextInput
              ref={codeInput}
              {...fieldAria(codeId, phone.errors.code)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder="6-digit code"
              disabled={disabled}
              value={phone.code}
              onChange={(e) => phone.setCode(e.target.value)}
            />
            {verifyButton ? (
              <Button
                variant="secondary"
                busy={phone.verifying}
                busyLabel="Verifying..."
                disabled={disabled || phone.sending}
                onClick={() => void phone.verifyCode()}
              >
                Verify Code
              </Button>
            ) : null}
          </div>
        </Field>
      ) : null}
      <div id={phone.recaptchaId} />
    </>
  );
}
