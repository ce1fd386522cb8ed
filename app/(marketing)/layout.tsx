import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { ViewerScope } from '@/components/viewer/viewer-scope';

/** Public pages: the site header above, the footer below; who is signed in comes after the (cached) page. */
export default function MarketingLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader />
      {children}
      <SiteFooter />
      <ViewerScope />
    </>
  );
}
