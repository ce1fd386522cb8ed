'use client';

import dynamic from 'next/dynamic';

/** The Withdraw button in a chunk of its own, loaded only where it shows (the collaboration page while a request waits). */
export const LazyWithdrawButton = dynamic(() => import('./withdraw-button').then((m) => m.WithdrawButton));
