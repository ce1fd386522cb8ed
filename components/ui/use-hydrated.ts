'use client';

import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * False while the page is rendered on the server and hydrated, true from then on: a control sent
 * with the page answers only once this is true, so it can say so (disabled, or a data attribute).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
