import { DashboardLoading } from '@/components/dashboard/dashboard-loading';

/** Shown while the campaigns load. */
export default function Loading() {
  return <DashboardLoading />;
}
