'use client';

import dynamic from 'next/dynamic';

// The collaboration page shows at most one of these forms and a few step buttons (Withdraw while
// the request waits), by status: each comes in its own chunk, rendered on the server and loaded by
// the browser only when shown, so the page's first load carries none of the others (see STYLE.md:
// the first-load budget). The message composer too: the thread's messages come first.

export const SubmitContentForm = dynamic(() => import('./content-forms').then((m) => m.SubmitContentForm));
export const ReviewForm = dynamic(() => import('./content-forms').then((m) => m.ReviewForm));
export const LiveForm = dynamic(() => import('./content-forms').then((m) => m.LiveForm));
export const MetricsForm = dynamic(() => import('./content-forms').then((m) => m.MetricsForm));
export const CompleteButton = dynamic(() => import('./step-buttons').then((m) => m.CompleteButton));
export const CancelButton = dynamic(() => import('./step-buttons').then((m) => m.CancelButton));
export const DecideButtons = dynamic(() => import('./step-buttons').then((m) => m.DecideButtons));
export { LazyWithdrawButton as WithdrawButton } from '@/components/participation';
export const Composer = dynamic(() => import('./composer').then((m) => m.Composer));
