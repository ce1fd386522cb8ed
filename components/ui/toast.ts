'use client';

import { markToastRaised } from './toast-signal';

// sonner is fetched the first time a toast is shown (which also mounts the lazy Toaster), never on
// a page's first load: both take the same module, so toasts raised before the Toaster mounts
// are replayed to it. Import `toast` from here, not from 'sonner' (eslint enforces it).
//
// One message per failure: a new error replaces the error toasts still showing, and a success
// clears them (what failed before has been put right, or no longer matters).

type Message = Parameters<typeof import('sonner').toast.success>[0];
type Extra = Parameters<typeof import('sonner').toast.success>[1];
type Kind = 'success' | 'error' | 'info' | 'warning' | 'message';

let errorIds: (string | number)[] = [];

function show(kind: Kind, message: Message, extra?: Extra) {
  // The toast container (lazy-toaster.tsx) mounts with the first toast, not with the page.
  markToastRaised();
  void import('sonner').then(({ toast: t }) => {
    if (kind === 'message') return void t(message, extra);
    if (kind !== 'info' && kind !== 'warning') {
      for (const id of errorIds) t.dismiss(id);
      errorIds = [];
    }
    const id = t[kind](message, extra);
    if (kind === 'error') errorIds.push(id);
  });
}

export const toast = {
  success: (message: Message, extra?: Extra) => show('success', message, extra),
  error: (message: Message, extra?: Extra) => show('error', message, extra),
  info: (message: Message, extra?: Extra) => show('info', message, extra),
  warning: (message: Message, extra?: Extra) => show('warning', message, extra),
  message: (message: Message, extra?: Extra) => show('message', message, extra),
};
