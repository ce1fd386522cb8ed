import { DashboardLoading } from '@/components/dashboard/dashboard-loading';

/** Shown while the payouts load. */
export default function Loading() {
  return <DashboardLoading />;
}
