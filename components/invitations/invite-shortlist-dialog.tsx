'use client';

import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { SelectField } from '@/components/ui/form-fields';
import { useActionForm, type FormAction } from '@/components/ui/use-action-form';
import { inviteShortlistAction } from '@/lib/invitations/actions';
import type { ShortlistInviteSummary } from '@/lib/invitations/serialize';
import { NoOpenCampaign, type InviteCampaign } from './invite-creator-dialog';
import { NoteField } from './note-field';
import styles from './invitations.module.css';

type Values = { shortlistId: string; campaignId: string; note: string };
type Props = { shortlistId: string; shortlistName: string; memberCount: number; campaigns: InviteCampaign[]; onClose: () => void };

/** Pick a campaign and a note for the whole shortlist; after sending, the summary replaces the form. */
export function InviteShortlistDialog({ shortlistId, shortlistName, memberCount, campaigns, onClose }: Props) {
  const [summary, setShortlistInviteSummary] = useState<ShortlistInviteSummary | null>(null);
  const action = useMemo(() => inviteShortlistAction as unknown as FormAction<Values, ShortlistInviteSummary>, []);
  const { form, onSubmit, busy, formError } = useActionForm(action, {
    defaultValues: { shortlistId, campaignId: campaigns[0]?._id ?? '', note: '' },
    success: (s) => s.message,
    onSuccess: (s) => setShortlistInviteSummary(s),
  });
  const title = `Invite “${shortlistName}”`;
  if (campaigns.length === 0) return <NoOpenCampaign title={title} who="these creators" onClose={onClose} />;
  if (summary) {
    return (
      <Dialog open title={title} onClose={onClose}>
        <p role="status">{summary.message}</p>
        {summary.skipped.length ? (
          <>
            <h3 className="small">Skipped</h3>
            <ul className={styles.summary} aria-label="Skipped creators">
              {summary.skipped.map((s) => (
                <li key={s.creatorId}>
                  <strong>{s.name}</strong>: {s.reason}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {summary.warnings.length ? (
          <>
            <h3 className="small">Outside the campaign’s range (invited anyway)</h3>
            <ul className={styles.summary} aria-label="Warnings">
              {summary.warnings.map((w) => (
                <li key={w.creatorId}>
                  <strong>{w.name}</strong>: {w.warning}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </Dialog>
    );
  }
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form="invite-shortlist-form" busy={busy} busyLabel="Sending...">
            Invite {memberCount} creator{memberCount === 1 ? '' : 's'}
          </Button>
        </>
      }
    >
      <form id="invite-shortlist-form" className="stack" onSubmit={onSubmit} noValidate>
        <p className="small muted">
          Creators who were already invited, already on the campaign, or who do not take invitations from you are skipped. You can send 50 invitations in any 24
          hours.
        </p>
        <FormError message={formError} />
        <SelectField form={form} name="campaignId" label="Campaign" options={campaigns.map((c) => ({ value: c._id, label: c.campaignName }))} />
        <NoteField form={form} hint="Every creator on the list reads it with their invitation." />
      </form>
    </Dialog>
  );
}
