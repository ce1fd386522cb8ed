import { DashboardLoading } from '@/components/dashboard/dashboard-loading';

/** Shown while the brand's Overview loads. */
export default function Loading() {
  return <DashboardLoading />;
}
