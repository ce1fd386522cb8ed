import { CollaborationNotFound } from '@/components/collaborations/not-found';

export default function NotFound() {
  return <CollaborationNotFound role="brand" />;
}
