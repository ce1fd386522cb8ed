import { DashboardLoading } from '@/components/dashboard/dashboard-loading';

/** Shown while the creator profile loads. */
export default function Loading() {
  return <DashboardLoading />;
}
