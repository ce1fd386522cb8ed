import { DashboardLoading } from '@/components/dashboard/dashboard-loading';

/** Shown while the creator's collaborations load (a collaboration's own page has no loading screen: see DashboardLoading). */
export default function Loading() {
  return <DashboardLoading />;
}
