import type { Metadata } from 'next';
import { CreatorNotifications } from '@/components/creator-notifications/creator-notifications';

export const metadata: Metadata = { title: 'Notifications', robots: { index: false } };

export default function CreatorNotificationsPage() {
  return (
    <div className="stack">
      <CreatorNotifications />
    </div>
  );
}
