'use client';

import dynamic from 'next/dynamic';

/** The Payout settings card in a chunk of its own: the profile page is near its first-load budget. */
export const LazyPayoutSettings = dynamic(() => import('./payout-settings').then((m) => m.PayoutSettings));
