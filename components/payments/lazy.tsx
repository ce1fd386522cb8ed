'use client';

import dynamic from 'next/dynamic';

// The Fund button shows only to a brand whose job is unfunded: its chunk loads only then.
export const LazyFundButton = dynamic(() => import('./fund-button').then((m) => m.FundButton));

// The dispute form shows only on a funded job: its chunk loads only then.
export const LazyDisputeButton = dynamic(() => import('./dispute-button').then((m) => m.DisputeButton));
