'use client';

import Link from 'next/link';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { useServerAction } from '@/components/ui/use-server-action';
import { unsubscribeAction } from '@/lib/mail/actions';

/** The unsubscribe page's question and its one button; after it, what changed and where to change it back. */
export function UnsubscribeConfirm({ token, label, settingsPath }: { token: string; label: string; settingsPath: string }) {
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useServerAction(unsubscribeAction, {
    onSuccess: ({ data }) => setDone(data.message),
    onError: ({ error: e }) =>
      setError(
        (e.serverError as { message?: string } | undefined)?.message ?? 'Could not unsubscribe. Please try again, or change your e-mails in your settings.',
      ),
  });
  if (done) {
    return (
      <div className="stack">
        <p role="status">{done}</p>
        <p>
          <Link href={settingsPath}>E-mail settings</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="stack">
      <FormError message={error} />
      <p>
        Stop e-mails about <strong>“{label}”</strong> to this address? Your other e-mails stay as they are.
      </p>
      <Button type="button" busy={run.isPending} busyLabel="Unsubscribing..." onClick={() => run.execute({ token })}>
        Unsubscribe
      </Button>
      <p className="muted small">
        Or choose every kind of e-mail in your <Link href={settingsPath}>e-mail settings</Link>.
      </p>
    </div>
  );
}
