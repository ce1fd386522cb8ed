import { ProfileMenu } from './profile-menu';
import { ButtonLink } from '@/components/ui/button-link';
import { HomeLink } from '@/components/site';

type Props = { role: 'brand' | 'creator'; name: string; unread?: number };

/** Header bar of the signed-in areas: the product title links home; the sections are in the DashboardNav beside the page. */
export function DashboardHeader({ role, name, unread }: Props) {
  return (
    <header className="dash-header">
      <div className="container">
        <HomeLink className="brand-title">
          Collab<span>Market</span>
        </HomeLink>
        <div className="row">
          {/* Not prefetched: the public page's prefetch would preload its styles here, unused (the browser warns). */}
          {role === 'brand' ? (
            <ButtonLink href="/collaborate" variant="ghost" size="s" className="hide-small" prefetch={false}>
              Campaigns
            </ButtonLink>
          ) : null}
          <ProfileMenu role={role} name={name} unread={unread} />
        </div>
      </div>
    </header>
  );
}
