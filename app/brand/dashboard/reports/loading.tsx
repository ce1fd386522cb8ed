import { ReportSkeleton } from '@/components/reports/report-skeleton';

/** While the reports are read: its frame at its final size, so nothing jumps when it arrives. */
export default function Loading() {
  return <ReportSkeleton title="Reports" />;
}
