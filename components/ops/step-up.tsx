'use client';

import { createContext, useCallback, useContext, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, TextInput, fieldAria } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { api } from '@/lib/client/api';

/** The JSON answer of an /api/ops call: ok or not, its status and body. */
type OpsResult<T> = Awaited<ReturnType<typeof api<T>>>;

type Pending = { resolve: (ok: boolean) => void };
type StepUp = <T>(call: () => Promise<OpsResult<T>>) => Promise<OpsResult<T>>;

const StepUpContext = createContext<StepUp | null>(null);

/**
 * Actions that need a fresh TOTP code (suspend, hide, settle): wrap the call in `withStepUp`. When
 * the answer is 403 `totp_required`, a dialog asks for a code from the authenticator app, confirms
 * it (`POST /api/ops/step-up`) and calls again; cancelled, the first answer comes back as it was.
 *
 *   const withStepUp = useStepUp();
 *   const res = await withStepUp(() => api('/api/ops/…', { method: 'POST', json }));
 */
export function useStepUp(): StepUp {
  const ctx = useContext(StepUpContext);
  if (!ctx) throw new Error('useStepUp needs <StepUpProvider> (the console layout has one)');
  return ctx;
}

export function StepUpProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pending = useRef<Pending | null>(null);

  const ask = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        pending.current = { resolve };
        setCode('');
        setError(null);
        setOpen(true);
      }),
    [],
  );

  const finish = (ok: boolean) => {
    setOpen(false);
    pending.current?.resolve(ok);
    pending.current = null;
  };

  const withStepUp = useCallback<StepUp>(
    async (call) => {
      const first = await call();
      if (first.status !== 403 || (first.data as { code?: string }).code !== 'totp_required') return first;
      return (await ask()) ? call() : first;
    },
    [ask],
  );

  async function confirm(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const res = await api('/api/ops/step-up', { method: 'POST', json: { code } });
      if (res.ok) finish(true);
      else setError(res.data.message ?? 'Could not confirm the code');
    } catch {
      setError('Could not reach the server. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <StepUpContext.Provider value={withStepUp}>
      {children}
      <Dialog
        open={open}
        title="Confirm it is you"
        onClose={() => finish(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => finish(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" form="ops-step-up" busy={busy} busyLabel="Checking...">
              Confirm
            </Button>
          </>
        }
      >
        <form id="ops-step-up" className="stack" onSubmit={confirm} noValidate>
          <p className="muted">This action needs a code from your authenticator app (or a recovery code) from the last 15 minutes.</p>
          <FormError message={error} />
          <Field id="ops-step-up-code" label="Code">
            <TextInput
              {...fieldAria('ops-step-up-code', error ?? undefined)}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              required
            />
          </Field>
        </form>
      </Dialog>
    </StepUpContext.Provider>
  );
}
