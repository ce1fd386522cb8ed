'use client';

import { useSyncExternalStore } from 'react';
import type { ShortlistChoice } from '@/lib/shortlists/serialize';

// The lists the brand made on this page (from any result's Save menu): every other Save menu on
// the page offers them at once, without a reload (each card starts from the lists the server
// rendered, which did not have them yet).

type Made = { _id: string; name: string };
const NONE: Made[] = [];
let made: Made[] = NONE;
const listeners = new Set<() => void>();

/** Tells every Save menu on the page about a list just made. */
export function noteMadeList(list: Made): void {
  made = [list, ...made.filter((l) => l._id !== list._id)];
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A card's lists with those made since on the page added first (not holding this creator). */
export function useWithMadeLists(lists: ShortlistChoice[]): ShortlistChoice[] {
  const known = useSyncExternalStore(
    subscribe,
    () => made,
    () => NONE,
  );
  const missing = known.filter((m) => !lists.some((l) => l._id === m._id));
  return missing.length ? [...missing.map((m) => ({ ...m, hasCreator: false })), ...lists] : lists;
}
