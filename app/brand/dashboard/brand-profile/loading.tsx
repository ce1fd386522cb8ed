import { DashboardLoading } from '@/components/dashboard/dashboard-loading';

/** Shown while the brand profile loads. */
export default function Loading() {
  return <DashboardLoading />;
}
