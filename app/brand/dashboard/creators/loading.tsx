import { Spinner } from '@/components/ui/spinner';

/** Shown while a search of the creator directory runs. */
export default function Loading() {
  return (
    <div className="empty-state">
      <Spinner label="Loading creators..." />
    </div>
  );
}
