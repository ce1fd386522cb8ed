'use client';

import dynamic from 'next/dynamic';

// The review and reply forms show only on a finished job, while they may be used: their chunk loads only then.
export const LazyReviewForm = dynamic(() => import('./review-form').then((m) => m.ReviewForm));
export const LazyReplyForm = dynamic(() => import('./review-form').then((m) => m.ReplyForm));
