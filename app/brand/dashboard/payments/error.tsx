'use client';

import { PageError } from '@/components/site/page-error';

/** The payments could not be read (e.g. the database is down): say so and offer a retry. */
export default function PaymentsError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <div className="container">
      <PageError error={error} retry={retry} title="The payments could not be loaded" />
    </div>
  );
}
