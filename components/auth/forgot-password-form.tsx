'use client';

import { useState } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import type { ResetRequest } from '@/lib/auth/password-reset-schemas';
import type { Role } from '@/models';
import { ResetConfirmForm } from './reset-confirm-form';
import { ResetRequestForm } from './reset-request-form';

type Stage = { step: 'request' } | { step: 'confirm'; account: ResetRequest; sent: string } | { step: 'done'; role: Role; message: string };

/** Password reset for either role: ask for a code by e-mail, then set a new password with it. */
export function ForgotPasswordForm({ initialRole }: { initialRole: Role | null }) {
  const [stage, setStage] = useState<Stage>({ step: 'request' });
  // What step 1 was filled with, kept for "Send a new code".
  const [account, setAccount] = useState<{ role: Role | null; email: string }>({ role: initialRole, email: '' });

  if (stage.step === 'done') {
    return (
      <div className="stack">
        <p role="status">{stage.message}</p>
        <ButtonLink block href={`/${stage.role}/login`}>
          Go to login
        </ButtonLink>
      </div>
    );
  }
  if (stage.step === 'confirm') {
    return (
      <ResetConfirmForm
        account={stage.account}
        sentMessage={stage.sent}
        onDone={(message) => setStage({ step: 'done', role: stage.account.role, message })}
        onNewCode={() => setStage({ step: 'request' })}
      />
    );
  }
  return (
    <ResetRequestForm
      role={account.role}
      email={account.email}
      onSent={(sentTo, sent) => {
        setAccount(sentTo);
        setStage({ step: 'confirm', account: sentTo, sent });
      }}
    />
  );
}
