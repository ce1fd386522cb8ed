import type { Role } from '@/models';

/** Which number a section's badge shows (see lib/dashboard/overview.ts). */
export type BadgeKind = 'unreadNotifications' | 'unreadMessages' | 'pendingInvitations' | 'pendingRequests';

export type Section = {
  label: string;
  /** A shorter word for the phone's bottom bar, where the label would not fit at 320 px (the label stays the link's name). */
  short?: string;
  href: string;
  icon: keyof typeof ICONS;
  badge?: BadgeKind;
  /** Words after the badge's number for screen readers, e.g. "unread messages". */
  badgeWords?: string;
  /**
   * Not prefetched from the dashboard: a page with styles of its own (a public page, the reports
   * with their chart) would have them preloaded, unused, on every dashboard page.
   */
  noPrefetch?: boolean;
};

/** 24×24 outline icons (stroke paths), one per section. */
export const ICONS = {
  overview: 'M3 10.5 12 3l9 7.5V21h-6v-6H9v6H3z',
  campaigns: 'M4 6h16M4 12h16M4 18h10',
  requests: 'M6 8a6 6 0 0 1 12 0c0 7 3 8 3 8H3s3-1 3-8M10 21h4',
  collaborations: 'M8 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM16 11a4 4 0 1 0 0-8M2 21v-1a6 6 0 0 1 12 0v1M16 14a6 6 0 0 1 6 6v1',
  creators: 'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.3-4.3',
  messages: 'M4 5h16v11H8l-4 4z',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  invitations: 'M3 7l9 6 9-6M3 7v11h18V7H3z',
  discover: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM15.5 8.5l-2 5-5 2 2-5z',
  reports: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  money: 'M2 6h20v12H2zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 9v6M18 9v6',
  packages: 'M3 8l9-5 9 5v8l-9 5-9-5V8zM3 8l9 5 9-5M12 13v8',
  portfolio: 'M3 5h18v14H3zM3 15l5-5 4 4 3-3 6 6M15.5 9.5a1.5 1.5 0 1 0 0-.01',
} as const;

const UNREAD_MESSAGES = { badge: 'unreadMessages', badgeWords: 'unread messages' } as const;

/** The dashboard's sections in navigation order; the first four are the phone's bottom bar. */
export function sectionsOf(role: Role): Section[] {
  if (role === 'brand') {
    const base = '/brand/dashboard';
    return [
      { label: 'Overview', href: base, icon: 'overview' },
      { label: 'Campaigns', short: 'Campaign', href: `${base}/campaign-setting`, icon: 'campaigns' },
      // The requests waiting for a decision: what the page lists (not the activity card's updates).
      { label: 'Requests', href: `${base}/notifications`, icon: 'requests', badge: 'pendingRequests', badgeWords: 'waiting for a decision' },
      { label: 'Messages', href: `${base}/collaborations?unread=1`, icon: 'messages', ...UNREAD_MESSAGES },
      { label: 'Collaborations', href: `${base}/collaborations`, icon: 'collaborations' },
      { label: 'Creators', href: `${base}/creators`, icon: 'creators' },
      { label: 'Reports', href: `${base}/reports`, icon: 'reports', noPrefetch: true },
      { label: 'Payments', href: `${base}/payments`, icon: 'money' },
      { label: 'Profile', href: `${base}/brand-profile`, icon: 'profile' },
    ];
  }
  const base = '/creator/dashboard';
  return [
    { label: 'Overview', href: base, icon: 'overview' },
    // The campaign list inside the dashboard (its frame stays); the public /collaborate is the same list.
    { label: 'Discover', href: `${base}/discover`, icon: 'discover', noPrefetch: true },
    { label: 'Invitations', short: 'Invites', href: `${base}/invitations`, icon: 'invitations', badge: 'pendingInvitations', badgeWords: 'waiting' },
    { label: 'Messages', href: `${base}/collaborations?unread=1`, icon: 'messages', ...UNREAD_MESSAGES },
    { label: 'Collaborations', href: `${base}/collaborations`, icon: 'collaborations' },
    { label: 'Notifications', href: `${base}/notifications`, icon: 'requests', badge: 'unreadNotifications', badgeWords: 'unread' },
    { label: 'Payouts', href: `${base}/payouts`, icon: 'money' },
    { label: 'Packages', href: `${base}/packages`, icon: 'packages' },
    { label: 'Portfolio', href: `${base}/portfolio`, icon: 'portfolio' },
    { label: 'Profile', href: `${base}/creator-profile`, icon: 'profile' },
  ];
}

/**
 * Which of the sections' addresses the current one belongs to: the longest matching path, where
 * the Messages address (the collaborations with unread messages, `?unread=1`) wins over
 * Collaborations only when the address has `unread=1`.
 */
export function currentHref(hrefs: readonly string[], pathname: string, unread: boolean): string | undefined {
  let best: { href: string; score: number } | undefined;
  for (const href of hrefs) {
    const [path = '', query] = href.split('?');
    if (path !== pathname && !pathname.startsWith(`${path}/`)) continue;
    if (query && !unread) continue;
    const score = path.length * 2 + (query ? 1 : 0);
    if (!best || score > best.score) best = { href, score };
  }
  return best?.href;
}
