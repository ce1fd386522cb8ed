'use client';

import { PageError } from '@/components/site/page-error';

/** The report could not be read (e.g. the database is down): say so and offer a retry. */
export default function ReportError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <div className="container">
      <PageError error={error} retry={retry} title="The reports could not be loaded" />
    </div>
  );
}
