import { Spinner } from '@/components/ui/spinner';

/**
 * Shown while a dashboard section loads (spec §2: "Loading..."). Each section has its own
 * loading.tsx rather than one for the whole dashboard: a collaboration's page has none, so it
 * decides "not found" before anything streams and answers with a real 404.
 */
export function DashboardLoading() {
  return (
    <div className="empty-state">
      <Spinner label="Loading..." />
    </div>
  );
}
