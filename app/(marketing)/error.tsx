'use client';

import { usePathname } from 'next/navigation';
import { StandalonePageError } from '@/components/site/page-error';

/**
 * A public page (the campaign list, a campaign, a creator's profile) could not load (e.g. the
 * database is down): the site's header and footer stay. One boundary for them all (each boundary
 * is in every page's first-load script); the campaign list says it in the spec's words.
 */
export default function MarketingError({ error, retry }: { error: unknown; retry: () => void }) {
  const list = usePathname() === '/collaborate';
  return <StandalonePageError error={error} retry={retry} title={list ? 'Failed to fetch campaigns' : undefined} />;
}
