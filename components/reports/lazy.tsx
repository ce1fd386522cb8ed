'use client';

import dynamic from 'next/dynamic';

// The report's interactive pieces, each in its own chunk: rendered on the server, loaded by the
// browser only on the pages that show them, so the collaboration page (where the Tracking panel
// is one card of many) keeps within its first-load budget (see STYLE.md). The chart library itself
// is fetched later still, by the chart, once it is on screen.

export const ReportChart = dynamic(() => import('./report-chart').then((m) => m.ReportChart));
export const CopyField = dynamic(() => import('./copy-field').then((m) => m.CopyField));
export const CreatorTable = dynamic(() => import('./creator-table').then((m) => m.CreatorTable));
export const ConversionKeyPanel = dynamic(() => import('./conversion-key-panel').then((m) => m.ConversionKeyPanel));
