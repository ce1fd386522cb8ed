import { DashboardLoading } from '@/components/dashboard/dashboard-loading';

/** Shown while the payments load. */
export default function Loading() {
  return <DashboardLoading />;
}
