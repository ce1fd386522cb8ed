'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

// The confirmation (its Dialog and action) is fetched when Delete is pressed.
const ConfirmDelete = dynamic(() => import('./confirm-delete').then((m) => m.ConfirmDelete), {
  loading: () => <Spinner small label="Opening..." />,
});

type Props = {
  id: string;
  name: string;
  memberCount: number;
  /** Where to go once the list is gone (its own page cannot stay); the list's row just disappears when not given. */
  leaveTo?: string;
};

/** Delete, asking first. */
export function DeleteShortlist(props: Props) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="danger"
        size="s"
        aria-haspopup="dialog"
        aria-label={`Delete ${props.name}`}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        Delete
      </Button>
      {opened ? <ConfirmDelete {...props} open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
