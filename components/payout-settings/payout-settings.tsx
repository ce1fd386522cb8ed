'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/form-fields';
import { useActionForm, type FormAction } from '@/components/ui/use-action-form';
import { savePayoutMethodAction } from '@/lib/payout-method/actions';
import type { MaskedPayoutMethod } from '@/lib/payout-method/messages';
import styles from './payout-settings.module.css';

type Kind = MaskedPayoutMethod['kind'];
type Values = { kind: Kind; upiId: string; accountName: string; ifsc: string; accountNumber: string };
type Answer = { payoutMethod: MaskedPayoutMethod; message: string };

const EMPTY = { upiId: '', accountName: '', ifsc: '', accountNumber: '' };

/** What is saved, as every answer shows it: masked. */
function SavedMethod({ method }: { method: MaskedPayoutMethod }) {
  return (
    <dl className={styles.saved} aria-label="Saved payout method">
      {method.kind === 'upi' ? (
        <>
          <dt>Paid to</dt>
          <dd>UPI</dd>
          <dt>UPI ID</dt>
          <dd>{method.upiId}</dd>
        </>
      ) : (
        <>
          <dt>Paid to</dt>
          <dd>Bank account</dd>
          <dt>Account holder</dt>
          <dd>{method.bankAccount.name}</dd>
          <dt>IFSC</dt>
          <dd>{method.bankAccount.ifsc}</dd>
          <dt>Account number</dt>
          <dd>{method.bankAccount.accountNumber}</dd>
        </>
      )}
    </dl>
  );
}

/**
 * The profile's Payout settings card: where released money is paid (a UPI ID or a bank account).
 * Once saved it shows only masked details; "Change" opens an empty form (what was typed is not kept
 * in the page after saving).
 */
export function PayoutSettings({ initial }: { initial: MaskedPayoutMethod | null }) {
  const [saved, setSaved] = useState(initial);
  const [editing, setEditing] = useState(initial === null);
  const [kind, setKind] = useState<Kind>(initial?.kind ?? 'bank');
  const { form, onSubmit, busy, formError } = useActionForm(savePayoutMethodAction as FormAction<Values, Answer>, {
    defaultValues: { kind, ...EMPTY },
    success: (answer) => answer.message,
    onSuccess: (answer) => {
      setSaved(answer.payoutMethod);
      setEditing(false);
      form.reset({ kind: answer.payoutMethod.kind, ...EMPTY });
    },
  });
  const choose = (next: Kind) => {
    setKind(next);
    form.setValue('kind', next);
  };
  return (
    <Card as="section" id="payout-settings" className="stack" aria-labelledby="payout-settings-title">
      <h2 id="payout-settings-title">Payout settings</h2>
      <p className="muted small">Where we pay what brands release to you. Once saved, we show only the last characters.</p>
      {saved ? <SavedMethod method={saved} /> : <p className="muted">No payout method yet: released payments wait until you add one.</p>}
      {editing ? (
        <form className="stack" aria-label="Payout details" noValidate onSubmit={onSubmit}>
          <FormError message={formError} />
          <fieldset className={styles.choice} disabled={busy}>
            <legend>Pay me by</legend>
            <label>
              <input type="radio" name="payout-kind" value="bank" checked={kind === 'bank'} onChange={() => choose('bank')} />
              Bank account
            </label>
            <label>
              <input type="radio" name="payout-kind" value="upi" checked={kind === 'upi'} onChange={() => choose('upi')} />
              UPI
            </label>
          </fieldset>
          {kind === 'upi' ? (
            <TextField form={form} name="upiId" label="UPI ID" hint="Like name@okaxis" autoComplete="off" autoCapitalize="none" spellCheck={false} />
          ) : (
            <>
              <TextField form={form} name="accountName" label="Account holder’s name" hint="As your bank has it" autoComplete="name" maxLength={100} />
              <TextField
                form={form}
                name="ifsc"
                label="IFSC"
                hint="11 characters, on your cheque book or passbook"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
              />
              <TextField form={form} name="accountNumber" label="Account number" autoComplete="off" inputMode="numeric" spellCheck={false} />
            </>
          )}
          <div className="row">
            <Button type="submit" busy={busy} busyLabel="Saving...">
              Save payout details
            </Button>
            {saved ? (
              <Button variant="secondary" disabled={busy} onClick={() => setEditing(false)}>
                Cancel
              </Button>
            ) : null}
          </div>
        </form>
      ) : (
        <div className="row">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            Change payout details
          </Button>
        </div>
      )}
    </Card>
  );
}
