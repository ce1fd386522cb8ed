'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { usePhoneCode } from '@/components/phone';
import { useActionForm } from '@/components/ui/use-action-form';
import { checkBrandBasicsAction, signupBrandAction } from '@/lib/brands/actions';
import type { PhonePublicConfig } from '@/lib/phone/public-config';
import { clearDraft, loadDraft, saveDraft } from './draft';
import { useStepInUrl } from './use-step-in-url';

const BASIC_FIELDS = ['name', 'email', 'password'] as const;
const PASSWORD_AGAIN = 'Please enter your password again';

/**
 * The wizard's state across its steps: step 1's form (checked on the server with basicInfoSchema
 * by checkBrandBasicsAction, which also refuses a taken address and stores nothing), the phone
 * proven on step 2, and the final form (brandSignupSchema, through signupBrandAction) that step 3
 * fills and that takes the earlier steps' values when it is sent. All three live here, above the
 * steps, so Back (the button or the browser's) keeps what was typed; the step is in the address
 * (useStepInUrl). The password is only ever in memory, and is emptied when the person goes back
 * to step 1; a refusal about an earlier step's field sends the user back to that step with the
 * message under the field.
 */
export function useSignupWizard(phoneConfig: PhonePublicConfig) {
  const router = useRouter();
  const { step, goTo, back } = useStepInUrl();
  const [done, setDone] = useState(false);
  const finished = useRef(false);
  /** Set when the wizard itself returns to step 1 to point at a field: the password stays then. */
  const keepPassword = useRef(false);
  const basic = useActionForm(checkBrandBasicsAction, { defaultValues: { name: '', email: '', password: '' }, onSuccess: () => goTo(2) });
  const phone = usePhoneCode(phoneConfig, 'brand-signup-recaptcha');
  const signup = useActionForm(signupBrandAction, {
    defaultValues: { brandName: '', companyType: '', gstNo: '' },
    success: 'Signup complete',
    onSuccess: () => {
      finished.current = true;
      clearDraft();
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
      if (basicErrors.length > 0) returnTo(1);
      else if (fields.phone) returnTo(2);
    },
  });

  function returnTo(to: 1 | 2) {
    keepPassword.current = true;
    goTo(to);
  }

  // Back on step 1 from a later step: the password is asked again, as after a reload.
  const shown = useRef(step);
  const basicForm = basic.form;
  useEffect(() => {
    if (shown.current === step) return;
    if (step === 1 && !keepPassword.current) basicForm.setValue('password', '');
    keepPassword.current = false;
    shown.current = step;
  }, [step, basicForm]);

  // What was typed survives leaving the page (a link, a reload) in this tab's storage, password aside.
  const forms = useRef({ basic: basic.form, signup: signup.form });
  useEffect(() => {
    forms.current = { basic: basic.form, signup: signup.form };
  });
  useEffect(() => {
    const draft = loadDraft();
    const { basic: b, signup: s } = forms.current;
    for (const name of ['name', 'email'] as const) if (draft[name] && !b.getValues(name)) b.setValue(name, draft[name]);
    for (const name of ['brandName', 'companyType', 'gstNo'] as const) if (draft[name] && !s.getValues(name)) s.setValue(name, draft[name]);
    const save = () => {
      if (!finished.current) saveDraft({ ...forms.current.basic.getValues(), ...forms.current.signup.getValues() });
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      save();
    };
  }, []);

  async function verifyPhone(e: FormEvent) {
    e.preventDefault();
    if (await phone.verifyCode()) goTo(3);
  }

  /** Step 3's submit: the earlier steps' values join the form, then the action runs. */
  async function complete(e: FormEvent) {
    const { name, email, password } = basic.form.getValues();
    if (!password) {
      // Emptied by going back to step 1 and then forward again: asked again there.
      e.preventDefault();
      basic.form.setError('password', { message: PASSWORD_AGAIN });
      returnTo(1);
      return;
    }
    if (!phone.isVerified) {
      e.preventDefault();
      goTo(2);
      return;
    }
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
    next: (e: FormEvent) => {
      saveDraft({ ...basic.form.getValues(), ...signup.form.getValues() });
      return basic.onSubmit(e);
    },
    verifyPhone,
    complete,
    back,
  };
}

export type SignupWizardState = ReturnType<typeof useSignupWizard>;
