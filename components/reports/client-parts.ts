// What components/reports/lazy.tsx loads, as one chunk.
export { ReportChart } from './report-chart';
export { CopyField } from './copy-field';
