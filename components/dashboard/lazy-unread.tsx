'use client';

import dynamic from 'next/dynamic';

/** The live unread badge in a chunk of its own: every dashboard page shows it, none needs it for its first load. */
export const LiveUnread = dynamic(() => import('./live-unread').then((m) => m.LiveUnread));
