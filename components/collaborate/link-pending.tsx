'use client';

import { useLinkStatus } from 'next/link';

/** Inside a pagination link: a small spinner while that page loads. */
export function LinkPending() {
  const { pending } = useLinkStatus();
  return pending ? <span className="spinner spinner-small" role="status" aria-label="Loading" /> : null;
}
