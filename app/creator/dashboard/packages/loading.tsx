import { DashboardLoading } from '@/components/dashboard/dashboard-loading';

/** Shown while the packages load. */
export default function Loading() {
  return <DashboardLoading />;
}
