'use client';

import dynamic from 'next/dynamic';

// The toast container is fetched after hydration instead of weighing on every page's first load.
// Toasts raised before it mounts are not lost: sonner replays active toasts to a new Toaster.
const Toaster = dynamic(() => import('sonner').then((m) => m.Toaster), { ssr: false });

/** The app's toast container (sonner), loaded lazily. */
export function LazyToaster() {
  return <Toaster position="top-center" richColors closeButton duration={4000} />;
}
