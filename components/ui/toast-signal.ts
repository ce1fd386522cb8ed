// Apart from toast.ts so that the root layout's toast container (lazy-toaster.tsx) carries only
// this: whether a toast has been raised in this document, which mounts the container.

let raised = false;
const listeners = new Set<() => void>();

/** Whether a toast was raised in this document (useSyncExternalStore's pair with `subscribeToFirstToast`). */
export const toastRaised = () => raised;

export function subscribeToFirstToast(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Called by every toast: the first one mounts the container. */
export function markToastRaised() {
  if (raised) return;
  raised = true;
  for (const listener of listeners) listener();
}
