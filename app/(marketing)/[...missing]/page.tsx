import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

export const metadata: Metadata = {
  title: 'Page Not Found',
  description: 'The page you asked for does not exist.',
  robots: { index: false },
};

// Rendered through the page cache (never stored: it is a 404), which gives it its script policy.
export const dynamic = 'force-static';
export function generateStaticParams() {
  return [];
}

/** Every URL no other route matches: answered 404 by the public pages' not-found, with header and footer. */
export default function Missing(): never {
  notFound();
}
