import { DashboardLoading } from '@/components/dashboard/dashboard-loading';

/** Shown while the creator's Overview loads. */
export default function Loading() {
  return <DashboardLoading />;
}
