'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { InviteCampaign, InviteCreator } from './invite-creator-dialog';

// The dialog (form, warning, action) loads on the first click, not with the page.
const InviteCreatorDialog = dynamic(() => import('./invite-creator-dialog').then((m) => m.InviteCreatorDialog), { ssr: false });

type Props = {
  creator: InviteCreator;
  campaigns: InviteCampaign[];
  /** The campaign chosen at first (the one the brand is finding creators for); else the newest. */
  campaignId?: string;
};

/** "Invite to a campaign": a dialog to pick one of the brand's open campaigns and add a note. */
export function InviteCreatorButton({ creator, campaigns, campaignId }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="s" onClick={() => setOpen(true)}>
        Invite to a campaign<span className="visually-hidden"> ({creator.name})</span>
      </Button>
      {open ? <InviteCreatorDialog creator={creator} campaigns={campaigns} campaignId={campaignId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
