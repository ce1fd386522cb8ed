'use client';

import { useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { formatDate } from '@/lib/client/format';
import { RefreshControl } from './refresh-control';

/** Reloads the server-rendered profile; shows today's date as the spec's page does. */
export function PublicRefresh({ today }: { today: string }) {
  const router = useRouter();
  const [pending, start] = useTransition();
  return (
    <RefreshControl
      name="Refresh creator profile"
      busy={pending}
      onRefresh={() => start(() => router.refresh())}
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
