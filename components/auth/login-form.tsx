'use client';

import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { useFieldError } from '@/components/ui/form-fields';
import { useActionForm } from '@/components/ui/use-action-form';
import { PhoneCodeField, usePhoneCode } from '@/components/phone';
import { loginAction } from '@/lib/auth/actions';
import { CODE_OR_REMOVE_PHONE, loginFailureText } from '@/lib/auth/messages';
import { PHONE_MESSAGE } from '@/lib/phone/messages';
import type { PhonePublicConfig } from '@/lib/phone/public-config';
import { EmailPasswordFields } from './email-password-fields';
import { SignupChooser } from './signup-chooser';
import { useGoOnAfterLogin } from './use-go-on-after-login';

/**
 * `/login` for either role: e-mail and password; a phone number, when typed, must be proven with
 * a code texted to it ("Verify Code", or on Login) and be the account's phone. The phone is proven
 * first, through the phone provider (local outbox or Firebase alike), then the login runs with it.
 */
export function LoginForm({ phoneConfig }: { phoneConfig: PhonePublicConfig }) {
  const goOn = useGoOnAfterLogin();
  const phone = usePhoneCode(phoneConfig, 'login-recaptcha');
  const { form, onSubmit, busy, formError } = useActionForm(loginAction, {
    defaultValues: { email: '', password: '', phoneNumber: '', verificationCode: '' },
    success: (answer) => answer.message,
    failure: loginFailureText,
    onSuccess: goOn,
    // A wrong password is told by the toast alone; a lock-out (429) also stays above the form with its wait.
    banner: (failure) => failure.status !== 401,
    // A refused proof (not the account's phone, used up, expired) needs a new code.
    onFailure: (failure) => {
      if (failure.fields?.verificationCode) phone.unverify();
    },
  });
  // The server's refusal of the phone proof (not the account's phone, proof used up) lands here.
  const codeRefused = useFieldError(form, 'verificationCode');

  /** The spec's checks of the phone part: a valid number, and a code unless one is being sent. */
  function phoneReady(): boolean {
    if (!phone.digits) return true;
    if (!phone.valid) {
      phone.setError('phone', PHONE_MESSAGE);
      return false;
    }
    if (!phone.sending && !phone.code.trim() && !phone.isVerified) {
      phone.setError('code', CODE_OR_REMOVE_PHONE);
      return false;
    }
    return true;
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const withPhone = phone.digits !== '';
    form.setValue('phoneNumber', withPhone ? phone.e164 : '');
    form.setValue('verificationCode', withPhone ? phone.code : '');
    if (!phoneReady()) return;
    // The phone is proven first (both providers work the same way); e-mail and password are checked by the action.
    if (withPhone && !(await phone.verifyCode())) return;
    await onSubmit();
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <FormError message={formError} />
      <EmailPasswordFields form={form} emailLabel="Email Address" />
      <PhoneCodeField
        phone={phone}
        hint="Optional: add it to confirm the login with a code texted to your phone."
        sendLabel="Send Verification Code"
        error={codeRefused}
        disabled={busy}
      />
      <Button type="submit" block busy={busy || phone.verifying} busyLabel="Logging in...">
        Login
      </Button>
      <SignupChooser />
    </form>
  );
}
