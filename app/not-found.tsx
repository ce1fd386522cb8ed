import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/site/not-found-content';

export const metadata: Metadata = {
  title: 'Page Not Found',
  description: 'The page you asked for does not exist.',
  robots: { index: false },
};

// The root boundary is serialised into every page's React payload, so it stays small: unknown URLs
// reach app/(marketing)/[...missing] and get the 404 inside the public header and footer; this
// one serves notFound() outside the public pages.
export default function NotFound() {
  return <NotFoundContent />;
}
