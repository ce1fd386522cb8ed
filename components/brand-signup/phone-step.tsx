'use client';

import type { FormEvent } from 'react';
import { PhoneCodeField, type PhoneCode } from '@/components/phone';
import { StepActions } from './step-actions';

type Props = { phone: PhoneCode; onVerify: (e: FormEvent) => void; onBack: () => void };

/** Step 2: Phone Verification — +91 fixed, send a code, then the step's own Verify checks it. */
export function PhoneStep({ phone, onVerify, onBack }: Props) {
  return (
    <form className="stack" onSubmit={onVerify} noValidate>
      <PhoneCodeField phone={phone} hint="We text a 6-digit code to this number." verifyButton={false} />
      <StepActions onBack={onBack} nextLabel="Verify" busy={phone.verifying} busyLabel="Verifying..." />
    </form>
  );
}
