import type { Metadata } from 'next';
import { CollaborationListPage } from '@/components/collaborations/list-page';

export const metadata: Metadata = { title: 'Collaborations', robots: { index: false } };

export default function BrandCollaborationsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <CollaborationListPage role="brand" searchParams={searchParams} />;
}
