'use client';

import { PageError } from '@/components/site/page-error';

/** The payouts could not be read (e.g. the database is down): say so and offer a retry. */
export default function PayoutsError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <div className="container">
      <PageError error={error} retry={retry} title="The payouts could not be loaded" />
    </div>
  );
}
