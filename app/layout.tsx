import type { Metadata, Viewport } from 'next';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { env } from '@/lib/env';
import './globals.css';

export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(env().APP_URL),
    title: { default: 'CollabMarket: brands and creators, together', template: '%s | CollabMarket' },
    description:
      'The all-in-one platform to scale influencer and affiliate marketing campaigns: brands post campaigns, creators ask to join, and both sides hear back fast.',
    applicationName: 'CollabMarket',
    openGraph: { type: 'website', siteName: 'CollabMarket' },
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#5b3df5' };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" data-scroll-behavior="smooth">
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {children}
        <LazyToaster />
      </body>
    </html>
  );
}
