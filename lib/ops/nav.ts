// The console's navigation (app/ops/(console)/layout.tsx), in order. Each part of the console
// adds its entry here. Client-safe.

export type OpsNavItem = { href: string; label: string };

export const OPS_NAV: OpsNavItem[] = [
  { href: '/ops', label: 'Overview' },
  { href: '/ops/accounts', label: 'Accounts' },
  { href: '/ops/campaigns', label: 'Campaigns' },
  { href: '/ops/reports', label: 'Reports' },
  { href: '/ops/disputes', label: 'Disputes' },
  { href: '/ops/jobs', label: 'Jobs' },
  { href: '/ops/audit', label: 'Audit log' },
];
