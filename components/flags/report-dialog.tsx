'use client';

import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { TextareaField } from '@/components/ui/form-fields';
import { useActionForm, type FormAction } from '@/components/ui/use-action-form';
import { reportAsBrandAction, reportAsCreatorAction } from '@/lib/flags/actions';
import { FLAG_DETAILS_MAX, FLAG_REASONS, FLAG_SENT, type FlagKindName } from '@/lib/flags/messages';
import type { Role } from '@/models';
import styles from './flags.module.css';

type Values = { kind: FlagKindName; id: string; reason: string; details: string };

export type ReportTarget = {
  kind: FlagKindName;
  id: string;
  /** What is reported, in the dialog's title: "Report this campaign". */
  what: string;
};

/** "Report …": a reason from the short list and what happened; the answer (sent, already reported, too many) is a toast and stays in the dialog. */
export function ReportDialog({ role, target, onClose }: { role: Role; target: ReportTarget; onClose: () => void }) {
  const action = useMemo(() => (role === 'brand' ? reportAsBrandAction : reportAsCreatorAction) as unknown as FormAction<Values, { message: string }>, [role]);
  const { form, onSubmit, busy, formError } = useActionForm(action, {
    defaultValues: { kind: target.kind, id: target.id, reason: '', details: '' },
    success: FLAG_SENT,
    onSuccess: () => onClose(),
  });
  const formId = `report-${target.kind}-${target.id}`;
  const reasonError = form.formState.errors.reason?.message;
  const chosen = form.watch('reason');
  return (
    <Dialog
      open
      title={`Report ${target.what}`}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy} busyLabel="Sending...">
            Send report
          </Button>
        </>
      }
    >
      <form id={formId} className="stack" onSubmit={onSubmit} noValidate>
        <FormError message={formError} />
        <fieldset className={styles.reasons} aria-describedby={reasonError ? `${formId}-reason-error` : undefined}>
          <legend className="label">Reason</legend>
          <div className={styles.reasonList}>
            {FLAG_REASONS.map((r) => (
              <label key={r.value} className={styles.reason}>
                <input
                  type="radio"
                  name="reason"
                  value={r.value}
                  checked={chosen === r.value}
                  onChange={() => {
                    form.setValue('reason', r.value);
                    form.clearErrors('reason');
                  }}
                />
                {r.label}
              </label>
            ))}
          </div>
          {reasonError ? (
            <p className="field-error" id={`${formId}-reason-error`} role="alert">
              {reasonError}
            </p>
          ) : null}
        </fieldset>
        <TextareaField
          form={form}
          name="details"
          id={`${formId}-details`}
          label="What happened? (optional)"
          hint="Our team reads it with your report; the one you report does not."
          rows={3}
          maxLength={FLAG_DETAILS_MAX}
        />
      </form>
    </Dialog>
  );
}
