'use client';

// sonner is fetched the first time a toast is shown (or when the lazy Toaster mounts), never on
// a page's first load: both take the same module, so toasts raised before the Toaster mounts
// are replayed to it. Import `toast` from here, not from 'sonner' (eslint enforces it).

type Message = Parameters<typeof import('sonner').toast.success>[0];
type Extra = Parameters<typeof import('sonner').toast.success>[1];
type Kind = 'success' | 'error' | 'info' | 'warning' | 'message';

function show(kind: Kind, message: Message, extra?: Extra) {
  void import('sonner').then(({ toast: t }) => {
    if (kind === 'message') t(message, extra);
    else t[kind](message, extra);
  });
}

export const toast = {
  success: (message: Message, extra?: Extra) => show('success', message, extra),
  error: (message: Message, extra?: Extra) => show('error', message, extra),
  info: (message: Message, extra?: Extra) => show('info', message, extra),
  warning: (message: Message, extra?: Extra) => show('warning', message, extra),
  message: (message: Message, extra?: Extra) => show('message', message, extra),
};
