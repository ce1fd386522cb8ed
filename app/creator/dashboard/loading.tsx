import { Spinner } from '@/components/ui/spinner';

/** Shown while the dashboard checks the session and loads (spec §2: "Loading..."). */
export default function Loading() {
  return (
    <div className="empty-state">
      <Spinner label="Loading..." />
    </div>
  );
}
