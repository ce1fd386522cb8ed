'use client';

import { useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { formatDate } from '@/lib/client/dates';
import { RefreshControl } from './refresh-control';
import { refreshViewer } from '@/components/viewer';

/** Reloads the server-rendered profile and what the viewer adds to it (the phone); shows today's date as the spec's page does. */
export function PublicRefresh({ today }: { today: string }) {
  const router = useRouter();
  const [pending, start] = useTransition();
  return (
    <RefreshControl
      name="Refresh creator profile"
      busy={pending}
      onRefresh={() => {
        refreshViewer();
        start(() => router.refresh());
      }}
      label={
        <>
          Today:{' '}
          <time dateTime={today.slice(0, 10)} suppressHydrationWarning>
            {formatDate(today)}
          </time>
        </>
      }
    />
  );
}
