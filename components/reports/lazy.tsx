'use client';

import dynamic from 'next/dynamic';

// The Tracking panel's interactive pieces in one chunk of their own: rendered on the server,
// loaded by the browser only on the pages that show them, so the collaboration page (where the
// panel is one card of many) keeps within its first-load budget (see STYLE.md). One module behind
// both keeps the page's loader table to one entry. The chart library itself is fetched later
// still, by the chart.

export const ReportChart = dynamic(() => import('./client-parts').then((m) => m.ReportChart));
export const CopyField = dynamic(() => import('./client-parts').then((m) => m.CopyField));
