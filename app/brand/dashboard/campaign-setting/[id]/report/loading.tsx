import { ReportSkeleton } from '@/components/reports/report-skeleton';

/** While the report is read: its frame at its final size, so nothing jumps when it arrives. */
export default function Loading() {
  return <ReportSkeleton />;
}
