import { DashboardLoading } from '@/components/dashboard/dashboard-loading';

/** Shown while the portfolio loads. */
export default function Loading() {
  return <DashboardLoading />;
}
