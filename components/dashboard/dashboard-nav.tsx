import type { Role } from '@/models';
import { LiveUnread } from './lazy-unread';
import { SectionLink } from './section-link';
import { ICONS, sectionsOf, type BadgeKind, type Section } from './sections';
import { MoreSheet } from './more-sheet';

/** How many of the sections a phone's bottom bar shows; the rest are under More. */
const ON_THE_BAR = 4;

type Props = { role: Role; counts: Partial<Record<BadgeKind, number>> };

/**
 * The dashboard's sections: a sidebar on wide screens, a bottom bar (four sections and More) on
 * phones. Requests, Invitations and Notifications carry their counts; Messages its live unread
 * count. Rendered on the server: only which link is current is worked out in the browser.
 */
export function DashboardNav({ role, counts }: Props) {
  const sections = sectionsOf(role);
  const hrefs = sections.map((s) => s.href);
  const item = (s: Section) => (
    <SectionLink href={s.href} siblings={hrefs} noPrefetch={s.noPrefetch} className="dash-nav-link">
      <Icon path={ICONS[s.icon]} />
      {s.short ? (
        <span className="dash-nav-label">
          <span className="dash-nav-long">{s.label}</span>
          <span className="dash-nav-short" aria-hidden="true">
            {s.short}
          </span>
        </span>
      ) : (
        <span className="dash-nav-label">{s.label}</span>
      )}
      <Badge section={s} role={role} counts={counts} />
    </SectionLink>
  );
  const extra = sections.slice(ON_THE_BAR);
  return (
    <nav aria-label="Dashboard" className="dash-nav">
      <ul className="dash-nav-list">
        {sections.map((s, i) => (
          <li key={s.label} className={i >= ON_THE_BAR ? 'dash-nav-extra' : undefined}>
            {item(s)}
          </li>
        ))}
        <li className="dash-nav-more">
          <MoreSheet>
            {extra.map((s) => (
              <li key={s.label}>{item(s)}</li>
            ))}
          </MoreSheet>
        </li>
      </ul>
    </nav>
  );
}

function Icon({ path }: { path: string }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d={path} />
    </svg>
  );
}

function Badge({ section, role, counts }: { section: Section; role: Role; counts: Props['counts'] }) {
  if (!section.badge) return null;
  if (section.badge === 'unreadMessages') return <LiveUnread role={role} initial={counts.unreadMessages ?? 0} />;
  const n = counts[section.badge] ?? 0;
  return n > 0 ? (
    <span className="count-dot">
      {n}
      <span className="visually-hidden"> {section.badgeWords}</span>
    </span>
  ) : null;
}
