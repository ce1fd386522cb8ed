import { Spinner } from '@/components/ui/spinner';

export default function Loading() {
  return (
    <div className="empty-state">
      <Spinner label="Loading your shortlists..." />
    </div>
  );
}
