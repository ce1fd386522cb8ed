import { Spinner } from '@/components/ui/spinner';

/** Shown while the brand dashboard checks the session and loads. */
export default function Loading() {
  return (
    <div className="empty-state">
      <Spinner label="Loading..." />
    </div>
  );
}
