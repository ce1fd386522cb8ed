'use client';

import dynamic from 'next/dynamic';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';

// The editor (drag and drop, the add forms) and a completed job's "Add to portfolio" load in their own chunks.
export const LazyPortfolioManager = dynamic(() => import('./portfolio-manager').then((m) => m.PortfolioManager), {
  loading: () => (
    <Card>
      <Spinner label="Loading your portfolio..." />
    </Card>
  ),
});
export const LazyAddToPortfolio = dynamic(() => import('./add-from-job').then((m) => m.AddToPortfolio));
