'use client';

import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

// The rename form is fetched when Rename is pressed.
const RenameForm = dynamic(() => import('./rename-form').then((m) => m.RenameForm), {
  loading: () => <p className="muted">Opening...</p>,
});

/** A list's name (a link or a heading, as given) with Rename, which swaps it for a form. */
export function ShortlistName({ id, name, children }: { id: string; name: string; children: ReactNode }) {
  const [editing, setEditing] = useState(false);
  if (editing) return <RenameForm id={id} name={name} onDone={() => setEditing(false)} />;
  return (
    <>
      {children}
      <Button variant="ghost" size="s" onClick={() => setEditing(true)} aria-label={`Rename ${name}`}>
        Rename
      </Button>
    </>
  );
}
