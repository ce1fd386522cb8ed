'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { savedLabel } from '@/lib/shortlists/messages';
import type { ShortlistChoice } from '@/lib/shortlists/serialize';
import { useWithMadeLists } from './made-lists';

// The menu (its actions, the form and the Dialog) is fetched the first time the button is pressed.
const SaveDialog = dynamic(() => import('./save-dialog').then((m) => m.SaveDialog), {
  loading: () => <Spinner small label="Opening..." />,
});

type Props = {
  creatorId: string;
  creatorName: string;
  /** The brand's lists, and whether each already holds this creator. */
  shortlists: ShortlistChoice[];
};

/** "Save" / "Saved to 2 lists": opens a menu where the brand ticks the lists this creator belongs on, or makes a new one. */
export function SaveToShortlist({ creatorId, creatorName, shortlists }: Props) {
  const [own, setLists] = useState(shortlists);
  const lists = useWithMadeLists(own);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const saved = lists.filter((l) => l.hasCreator).length;
  return (
    <>
      <Button
        variant="secondary"
        size="s"
        aria-haspopup="dialog"
        aria-label={`${savedLabel(saved)}: choose shortlists for ${creatorName}`}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <span aria-hidden="true">{saved > 0 ? '★' : '☆'}</span> {savedLabel(saved)}
      </Button>
      {opened ? (
        <SaveDialog open={open} onClose={() => setOpen(false)} creatorId={creatorId} creatorName={creatorName} lists={lists} onChange={setLists} />
      ) : null}
    </>
  );
}
