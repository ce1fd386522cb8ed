'use client';

import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { SelectField } from '@/components/ui/form-fields';
import { toast } from '@/components/ui/toast';
import { useActionForm, type FormAction } from '@/components/ui/use-action-form';
import { inviteCreatorAction } from '@/lib/invitations/actions';
import { brandWarning } from '@/lib/invitations/messages';
import { NoteField } from './note-field';
import styles from './invitations.module.css';

export type InviteCampaign = { _id: string; campaignName: string; platform: string; minFollowers: number; maxFollowers: number };
export type InviteCreator = { _id: string; name: string; socialMediaHandles: { platform: string; followers?: number | null }[] };

type Values = { campaignId: string; creatorId: string; note: string };
type Sent = { message: string; warning: string | null };

/** Pick a campaign, write a note, send; the eligibility warning shows as soon as a campaign is chosen. */
export function InviteCreatorDialog({
  creator,
  campaigns,
  campaignId,
  onClose,
}: {
  creator: InviteCreator;
  campaigns: InviteCampaign[];
  /** The campaign chosen at first; the newest when absent or not among `campaigns`. */
  campaignId?: string;
  onClose: () => void;
}) {
  const action = useMemo(() => inviteCreatorAction as unknown as FormAction<Values, Sent>, []);
  const { form, onSubmit, busy, formError } = useActionForm(action, {
    defaultValues: { campaignId: campaigns.find((c) => c._id === campaignId)?._id ?? campaigns[0]?._id ?? '', creatorId: creator._id, note: '' },
    success: () => null,
    onSuccess: (sent) => {
      if (sent.warning) toast.success(sent.message, { description: sent.warning });
      else toast.success(sent.message);
      onClose();
    },
  });
  const chosen = campaigns.find((c) => c._id === form.watch('campaignId'));
  const warning = chosen ? brandWarning(chosen, creator.socialMediaHandles) : null;
  if (campaigns.length === 0) return <NoOpenCampaign title={`Invite ${creator.name}`} who={creator.name} onClose={onClose} />;
  return (
    <Dialog
      open
      title={`Invite ${creator.name}`}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form="invite-creator-form" busy={busy} busyLabel="Sending...">
            Send invitation
          </Button>
        </>
      }
    >
      <form id="invite-creator-form" className="stack" onSubmit={onSubmit} noValidate>
        <FormError message={formError} />
        <SelectField form={form} name="campaignId" label="Campaign" options={campaigns.map((c) => ({ value: c._id, label: c.campaignName }))} />
        {warning ? (
          <p className={styles.warning} role="status">
            {warning}
          </p>
        ) : null}
        <NoteField form={form} hint={`${creator.name} reads it with the invitation, in the app and by e-mail.`} />
      </form>
    </Dialog>
  );
}

/** The brand has no open campaign to invite to: say so, with the way to post one. */
export function NoOpenCampaign({ title, who, onClose }: { title: string; who: string; onClose: () => void }) {
  return (
    <Dialog open title={title} onClose={onClose}>
      <p>You have no open campaign to invite {who} to.</p>
      <div>
        <ButtonLink href="/brand/dashboard/campaign-setting/new" variant="secondary">
          Create a campaign
        </ButtonLink>
      </div>
    </Dialog>
  );
}
