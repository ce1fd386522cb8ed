'use client';

import { lazy, Suspense, useSyncExternalStore, type CSSProperties } from 'react';
import { subscribeToFirstToast, toastRaised } from './toast-signal';

// The toast container is fetched when the first toast is raised, not with the page: most visits
// raise none, and sonner's code would run at load on every page. Toasts raised before it mounts are
// not lost: sonner replays active toasts to a new Toaster. React.lazy, not next/dynamic: next/dynamic's own code would weigh on every public page's first load.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

// sonner's rich colours put text under 4.5:1 on their pale backgrounds; our tokens pass.
const readableColours = {
  '--success-text': 'var(--c-success)',
  '--error-text': 'var(--c-danger)',
  '--warning-text': 'var(--c-warning)',
  '--info-text': 'var(--c-info)',
} as CSSProperties;

// Toasts sit below the sticky header (64 px high), never over its menu or unread badge; on phones
// too, where sonner's own offset is 16 px.
const belowHeader = { top: 76 };

/** The app's toast container (sonner), loaded with the first toast. */
export function LazyToaster() {
  const wanted = useSyncExternalStore(subscribeToFirstToast, toastRaised, () => false);
  if (!wanted) return null;
  return (
    <Suspense>
      <Toaster position="top-center" richColors closeButton duration={4000} style={readableColours} offset={belowHeader} mobileOffset={belowHeader} />
    </Suspense>
  );
}
