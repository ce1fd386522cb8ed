'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { EligibilityNote } from '@/components/participation';
import { NotEligibleButton } from './card-standing';
import styles from './standing.module.css';

// The owning brand's Manage loads with this module: one lazily loaded part for the cards' rare states.
export { ManageLinks } from '@/components/participation';

/** "Not eligible" on a card: the button opens the reason and the way to fix it, floating over the card. */
export function NotEligible({ reason }: { reason: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onPointer = (e: PointerEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  return (
    <div ref={root} className={styles.toggletip}>
      <NotEligibleButton aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)} />
      <div id={id} className={styles.bubble} hidden={!open}>
        <EligibilityNote reason={reason} />
      </div>
    </div>
  );
}
