'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { InviteCampaign } from './invite-creator-dialog';

const InviteShortlistDialog = dynamic(() => import('./invite-shortlist-dialog').then((m) => m.InviteShortlistDialog), { ssr: false });

type Props = { shortlistId: string; shortlistName: string; memberCount: number; campaigns: InviteCampaign[] };

/** "Invite all to a campaign": invites every creator of a shortlist, then shows who was invited and who was skipped. */
export function InviteShortlistButton(props: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="s" variant="secondary" onClick={() => setOpen(true)} disabled={props.memberCount === 0}>
        Invite all to a campaign<span className="visually-hidden"> ({props.shortlistName})</span>
      </Button>
      {open ? <InviteShortlistDialog {...props} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
