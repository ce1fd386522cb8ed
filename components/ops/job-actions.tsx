'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/client/api';

/** Retry or discard one failed job: says what became of it (the list drops it when reloaded). */
export function JobActions({ id, label }: { id: string; label: string }) {
  const [busy, setBusy] = useState<'retry' | 'discard' | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function act(action: 'retry' | 'discard') {
    setBusy(action);
    setMessage(null);
    try {
      const res = await api<{ message: string }>(`/api/ops/jobs/${id}/${action}`, { method: 'POST', json: {} });
      setMessage(res.data.message ?? (res.ok ? 'Done' : 'Could not do that'));
      setDone(res.ok);
    } catch {
      setMessage('Could not reach the server. Please try again.');
    } finally {
      setBusy(null);
    }
  }

  if (done)
    return (
      <p role="status" className="small">
        {message}
      </p>
    );
  return (
    <span className="row">
      <Button size="s" onClick={() => act('retry')} busy={busy === 'retry'} busyLabel="Retrying..." disabled={busy !== null} aria-label={`Retry ${label}`}>
        Retry
      </Button>
      <Button
        size="s"
        variant="secondary"
        onClick={() => act('discard')}
        busy={busy === 'discard'}
        busyLabel="Discarding..."
        disabled={busy !== null}
        aria-label={`Discard ${label}`}
      >
        Discard
      </Button>
      {message ? (
        <span role="status" className="small">
          {message}
        </span>
      ) : null}
    </span>
  );
}
