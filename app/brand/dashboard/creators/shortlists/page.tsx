import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ShortlistIndex } from '@/components/shortlists/shortlist-index';
import { currentActor } from '@/lib/auth/current';
import { listShortlists } from '@/lib/shortlists/service';

export const metadata: Metadata = { title: 'Shortlists', robots: { index: false } };

export default async function ShortlistsPage() {
  const brand = await currentActor('brand');
  if (!brand) redirect('/brand/login');
  const { shortlists } = await listShortlists(brand);
  return <ShortlistIndex lists={shortlists} />;
}
