import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { ViewerScope } from '@/components/viewer/viewer-scope';
import { HydrateOnView } from '@/components/ui/hydrate-on-view';

/** Public pages: the site header above, the footer below; who is signed in comes after the (cached) page. */
export default function MarketingLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader />
      {children}
      {/* Below every page's fold: its links hydrate as it comes near (plain links until then). */}
      <HydrateOnView>
        <SiteFooter />
      </HydrateOnView>
      <ViewerScope />
    </>
  );
}
