'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { api } from '@/lib/client/api';
import type { PhonePublicConfig } from '@/lib/phone/public-config';
import { AdditionalInfoStep, type InfoValues } from './additional-info-step';
import { BasicInfoStep, type BasicValues } from './basic-info-step';
import { PhoneStep } from './phone-step';
import styles from './signup.module.css';

const STEPS = ['Step 1: Basic Info', 'Phone Verification', 'Additional Info'] as const;
const SHORT = ['Basic Info', 'Phone', 'Brand'] as const;
const BASIC_FIELDS = ['name', 'email', 'password'];

/** The brand sign-up wizard: three steps in one card, each merging its data into the next. */
export function SignupWizard({ phoneConfig }: { phoneConfig: PhonePublicConfig }) {
  const router = useRouter();
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [basic, setBasic] = useState<BasicValues>({ name: '', email: '', password: '' });
  const [digits, setDigits] = useState('');
  const [verifiedPhone, setVerifiedPhone] = useState<string | null>(null);
  const [info, setInfo] = useState<InfoValues>({ brandName: '', companyType: '', gstNo: '', brandLogo: null });
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const [basicServerErrors, setBasicServerErrors] = useState<Record<string, string>>({});
  const [emailTaken, setEmailTaken] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Focus follows the step, so keyboard and screen-reader users land on the new step's title.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  async function complete() {
    if (!verifiedPhone) {
      setStep(2);
      return;
    }
    const form = new FormData();
    form.append('name', basic.name);
    form.append('email', basic.email);
    form.append('password', basic.password);
    form.append('phone', verifiedPhone);
    form.append('brandName', info.brandName);
    form.append('companyType', info.companyType);
    form.append('gstNo', info.gstNo);
    if (info.brandLogo) form.append('brandLogo', info.brandLogo);
    setBusy(true);
    setServerError(null);
    setEmailTaken(false);
    try {
      const res = await api('/api/brand/signup', { method: 'POST', body: form });
      if (res.ok) {
        toast.success('Signup complete');
        router.replace('/brand/dashboard');
        router.refresh();
        return;
      }
      const fields = res.data.fields ?? {};
      const message = (Object.keys(fields).length ? Object.values(fields)[0] : res.data.message) || 'Something went wrong';
      setServerError(message);
      toast.error(message);
      setServerFields(fields);
      if (res.status === 409) setEmailTaken(true);
      if (fields.phone) setVerifiedPhone(null);
      const basicErrors = Object.fromEntries(Object.entries(fields).filter(([k]) => BASIC_FIELDS.includes(k)));
      if (Object.keys(basicErrors).length) {
        setBasicServerErrors(basicErrors);
        setStep(1);
      }
    } catch {
      setServerError('Server error');
      toast.error('Server error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={`card ${styles.card}`} aria-labelledby="signup-title">
      <Link href="/" className={`brand-title ${styles.logo}`}>
        Collab<span>Market</span>
      </Link>
      <h1 id="signup-title" className={styles.title}>
        Create your brand account
      </h1>
      <p className={styles.lead}>Post campaigns and meet creators who fit your brand.</p>
      <ol className={styles.steps} aria-label="Signup progress">
        {SHORT.map((label, i) => (
          <li key={label} aria-current={step === i + 1 ? 'step' : undefined} data-state={step > i + 1 ? 'done' : undefined}>
            {label}
          </li>
        ))}
      </ol>
      <h2 ref={heading} tabIndex={-1} className={styles.stepHeading}>
        {STEPS[step - 1]}
      </h2>
      {step === 1 ? (
        <BasicInfoStep
          key={JSON.stringify(basicServerErrors)}
          values={basic}
          onChange={setBasic}
          serverErrors={basicServerErrors}
          onNext={() => {
            setBasicServerErrors({});
            setStep(2);
          }}
        />
      ) : null}
      {step === 2 ? (
        <PhoneStep
          phoneConfig={phoneConfig}
          digits={digits}
          onDigits={setDigits}
          verifiedPhone={verifiedPhone}
          onVerified={(phone) => {
            setVerifiedPhone(phone);
            setServerError(null);
            setStep(3);
          }}
          onBack={() => setStep(1)}
        />
      ) : null}
      {step === 3 ? (
        <AdditionalInfoStep
          values={info}
          onChange={(v) => {
            setInfo(v);
            setServerFields({});
          }}
          onBack={() => setStep(2)}
          onSubmit={complete}
          busy={busy}
          serverError={serverError}
          serverFields={serverFields}
          serverExtra={emailTaken ? <Link href="/brand/login">Go to login</Link> : null}
        />
      ) : null}
    </section>
  );
}
