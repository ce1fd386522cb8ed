'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { usePhoneCode } from '@/components/phone/phone-code-field';
import { useActionForm } from '@/components/ui/use-action-form';
import { checkBrandBasicsAction, signupBrandAction } from '@/lib/brands/actions';
import type { PhonePublicConfig } from '@/lib/phone/public-config';

type Step = 1 | 2 | 3;

const BASIC_FIELDS = ['name', 'email', 'password'] as const;

/**
 * The wizard's state across its steps: step 1's form (checked on the server with basicInfoSchema
 * by checkBrandBasicsAction, which stores nothing), the phone proven on step 2, and the final
 * form (brandSignupSchema, through signupBrandAction) that step 3 fills and that takes the
 * earlier steps' values when it is sent. All three live here, above
 * the steps, so Back keeps what was typed; a refusal about an earlier step's field sends the
 * user back to that step with the message under the field.
 */
export function useSignupWizard(phoneConfig: PhonePublicConfig) {
  const router = useRouter();
  const [step, setStep] = useState<Step>(1);
  const [done, setDone] = useState(false);
  const basic = useActionForm(checkBrandBasicsAction, { defaultValues: { name: '', email: '', password: '' }, onSuccess: () => setStep(2) });
  const phone = usePhoneCode(phoneConfig, 'brand-signup-recaptcha');
  const signup = useActionForm(signupBrandAction, {
    defaultValues: { brandName: '', companyType: '', gstNo: '' },
    success: 'Signup complete',
    onSuccess: () => {
      setDone(true);
      router.replace('/brand/dashboard');
      router.refresh();
    },
    onFailure: ({ fields = {} }) => {
      const basicErrors = BASIC_FIELDS.filter((name) => fields[name]);
      for (const name of basicErrors) basic.form.setError(name, { message: fields[name] });
      // The proof ran out or was used: the number has to be proven again.
      if (fields.phone) {
        phone.unverify();
        phone.setError('phone', fields.phone);
      }
      if (basicErrors.length > 0) setStep(1);
      else if (fields.phone) setStep(2);
    },
  });

  async function verifyPhone(e: FormEvent) {
    e.preventDefault();
    if (await phone.verifyCode()) setStep(3);
  }

  /** Step 3's submit: the earlier steps' values join the form, then the action runs. */
  async function complete(e: FormEvent) {
    if (!phone.isVerified) {
      e.preventDefault();
      setStep(2);
      return;
    }
    const { name, email, password } = basic.form.getValues();
    signup.form.setValue('name', name);
    signup.form.setValue('email', email);
    signup.form.setValue('password', password);
    signup.form.setValue('phone', phone.e164);
    // A failed request (offline) is told by useActionForm as "Server error"; nothing more to do here.
    await signup.onSubmit(e).catch(() => undefined);
  }

  return {
    step,
    basic,
    phone,
    signup,
    /** Still busy after success, while the dashboard loads, so the form is not sent twice. */
    busy: signup.busy || done,
    next: basic.onSubmit,
    verifyPhone,
    complete,
    back: () => setStep((s) => (s > 1 ? ((s - 1) as Step) : s)),
  };
}

export type SignupWizardState = ReturnType<typeof useSignupWizard>;
