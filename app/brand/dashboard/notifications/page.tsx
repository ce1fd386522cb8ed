import type { Metadata } from 'next';
import { BrandNotifications } from '@/components/brand-notifications/brand-notifications';

export const metadata: Metadata = { title: 'Notifications', robots: { index: false } };

export default function BrandNotificationsPage() {
  return (
    <div className="stack">
      <h1>Notifications</h1>
      <BrandNotifications />
    </div>
  );
}
