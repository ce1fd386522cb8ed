import { DashboardLoading } from '@/components/dashboard/dashboard-loading';

/** Shown while the invitations load. */
export default function Loading() {
  return <DashboardLoading />;
}
