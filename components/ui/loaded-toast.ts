'use client';

import { toast } from './toast';

// Apart from toast.ts, which every page loads: only the pages that tell of a load need this.

/** How long a "… fetched successfully" toast stays: long enough to read, short enough not to linger. */
const LOADED_TOAST_MS = 2500;

const LOADED_KEY = 'collabmarket:loaded-toast:';

/**
 * Whether a success-on-load text for this view was already shown before the page was reloaded:
 * a reload of the same view does not repeat it, a later visit (in this document) does.
 */
function shownBeforeReload(text: string): boolean {
  try {
    const key = `${LOADED_KEY}${location.pathname}:${text}`;
    const thisDocument = String(performance.timeOrigin);
    const before = sessionStorage.getItem(key);
    sessionStorage.setItem(key, thisDocument);
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const reloadedHere = nav?.type === 'reload' && new URL(nav.name).pathname === location.pathname;
    return reloadedHere && before !== null && before !== thisDocument;
  } catch {
    return false; // storage refused (private mode, quotas): show it
  }
}

/**
 * A success-on-load text (the spec's "… fetched successfully"): brief, once per view (one toast
 * however often it is raised while showing, none after a reload of the same view).
 */
export function loadedToast(text: string) {
  if (shownBeforeReload(text)) return;
  toast.success(text, { id: `loaded:${text}`, duration: LOADED_TOAST_MS });
}
