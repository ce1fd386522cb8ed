import { DashboardLoading } from '@/components/dashboard/dashboard-loading';

/** Shown while the notifications load. */
export default function Loading() {
  return <DashboardLoading />;
}
