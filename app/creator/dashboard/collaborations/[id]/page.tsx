import type { Metadata } from 'next';
import { CollaborationDetailPage } from '@/components/collaborations/detail-page';

export const metadata: Metadata = { title: 'Collaboration', robots: { index: false } };

export default function CreatorCollaborationPage({ params }: { params: Promise<{ id: string }> }) {
  return <CollaborationDetailPage role="creator" params={params} />;
}
