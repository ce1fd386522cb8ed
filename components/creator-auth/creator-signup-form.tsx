'use client';

import Link from 'next/link';
import { useState } from 'react';
import { EmailStep, OtpStep } from './signup-code-steps';
import { SignupDetailsForm } from './signup-details-form';
import { SignupSteps } from './steps';
import styles from './creator-auth.module.css';

type Step = 'email' | 'otp' | 'details';

/** Creator sign-up in three steps (spec §2, §4): Request OTP, Verify OTP, then the full form. */
export function CreatorSignupForm({ next }: { next: string }) {
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const restart = () => setStep('email');
  const loginHref = next === '/creator/dashboard' ? '/creator/login' : `/creator/login?next=${encodeURIComponent(next)}`;

  return (
    <>
      <SignupSteps current={step === 'email' ? 0 : step === 'otp' ? 1 : 2} />
      {step === 'email' ? (
        <EmailStep
          initialEmail={email}
          onSent={(address) => {
            setEmail(address);
            setStep('otp');
          }}
        />
      ) : step === 'otp' ? (
        <OtpStep email={email} onVerified={() => setStep('details')} onChangeEmail={restart} />
      ) : (
        <SignupDetailsForm email={email} next={next} onNeedsNewCode={restart} onChangeEmail={restart} />
      )}
      <p className={styles.links}>
        Already have an account? <Link href={loginHref}>Log in</Link>
      </p>
    </>
  );
}
