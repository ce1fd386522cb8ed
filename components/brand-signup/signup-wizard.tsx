'use client';

import { useEffect, useRef } from 'react';
import { Card } from '@/components/ui/card';
import type { PhonePublicConfig } from '@/lib/phone/public-config';
import { AdditionalInfoStep } from './additional-info-step';
import { BasicInfoStep } from './basic-info-step';
import { PhoneStep } from './phone-step';
import { useSignupWizard } from './use-signup-wizard';
import styles from './signup.module.css';
import { HomeLink } from '@/components/site';

const STEPS = ['Step 1: Basic Info', 'Phone Verification', 'Additional Info'] as const;
const SHORT = ['Basic Info', 'Phone', 'Brand'] as const;

/** The brand sign-up wizard: three steps in one card; the last one creates the account and signs in. */
export function SignupWizard({ phoneConfig }: { phoneConfig: PhonePublicConfig }) {
  const wizard = useSignupWizard(phoneConfig);
  const { step } = wizard;
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);

  // Focus follows the step, so keyboard and screen-reader users land on the new step's title; at
  // load (however often React runs this effect) the page's own focus order stands.
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    heading.current?.focus();
  }, [step]);

  return (
    <Card className={styles.card} aria-labelledby="signup-title">
      <HomeLink className={`brand-title ${styles.logo}`}>
        Collab<span>Market</span>
      </HomeLink>
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
      {step === 1 ? <BasicInfoStep form={wizard.basic.form} busy={wizard.basic.busy} onNext={wizard.next} /> : null}
      {step === 2 ? <PhoneStep phone={wizard.phone} onVerify={wizard.verifyPhone} onBack={wizard.back} /> : null}
      {step === 3 ? (
        <AdditionalInfoStep form={wizard.signup.form} formError={wizard.signup.formError} busy={wizard.busy} onSubmit={wizard.complete} onBack={wizard.back} />
      ) : null}
    </Card>
  );
}
