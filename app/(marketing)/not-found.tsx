import { NotFoundContent } from '@/components/site/not-found-content';

/** Unknown URLs and notFound() on public pages: the 404 inside the public header and footer. */
export default function MarketingNotFound() {
  return <NotFoundContent />;
}
