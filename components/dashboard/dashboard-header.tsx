import Link from 'next/link';
import { ProfileMenu } from './profile-menu';
import { ButtonLink } from '@/components/ui/button-link';
import { HomeLink } from '@/components/site/home-link';
import { LiveUnread } from './lazy-unread';

type Props = { role: 'brand' | 'creator'; name: string; unread?: number; unreadMessages?: number };

/** Header bar of the signed-in areas: the product title links home; the icon goes to the dashboard. */
export function DashboardHeader({ role, name, unread, unreadMessages = 0 }: Props) {
  return (
    <header className="dash-header">
      <div className="container">
        <HomeLink className="brand-title">
          Collab<span>Market</span>
        </HomeLink>
        <nav aria-label="Dashboard" className="row">
          <Link href={`/${role}/dashboard`} className="icon-btn" aria-label={`${role === 'brand' ? 'Brand' : 'Creator'} dashboard home`}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M3 10.5 12 3l9 7.5V21h-6v-6H9v6H3z" />
            </svg>
          </Link>
          {/* Not prefetched: the public page's prefetch would preload its styles here, unused (the browser warns). */}
          <ButtonLink href="/collaborate" variant="ghost" size="s" className="hide-small" prefetch={false}>
            Campaigns
          </ButtonLink>
          {role === 'brand' ? (
            <ButtonLink href="/brand/dashboard/creators" variant="ghost" size="s" className="hide-small">
              Creators
            </ButtonLink>
          ) : (
            <ButtonLink href="/creator/dashboard/invitations" variant="ghost" size="s" className="hide-small">
              Invitations
            </ButtonLink>
          )}
          <ButtonLink href={`/${role}/dashboard/collaborations`} variant="ghost" size="s">
            <span className="hide-small">Collaborations</span>
            <span className="show-small">
              <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M4 5h16v11H8l-4 4z" />
              </svg>
              <span className="visually-hidden">Collaborations</span>
            </span>
            <LiveUnread role={role} initial={unreadMessages} />
          </ButtonLink>
          <ProfileMenu role={role} name={name} unread={unread} />
        </nav>
      </div>
    </header>
  );
}
