import { DashboardLoading } from '@/components/dashboard/dashboard-loading';

/** Shown while the requests and notifications load. */
export default function Loading() {
  return <DashboardLoading />;
}
