import type { Metadata } from 'next';

const SITE_NAME = 'CollabMarket';
const DEFAULT_OG_IMAGE = { url: '/og/collabmarket.png', width: 1200, height: 630, alt: 'CollabMarket: Drive with Creators & Influencers' };

type Input = {
  /** Page title; the root layout's template adds " | CollabMarket" unless `absolute`. */
  title: string;
  absolute?: boolean;
  description: string;
  /** Canonical path of the page, e.g. `/collaborate`. */
  path: string;
  image?: { url: string; width?: number; height?: number; alt: string };
  noIndex?: boolean;
};

/**
 * Title, description, canonical URL and Open Graph / Twitter card data of a public page.
 * (Open Graph is replaced, not merged, by child segments, so every page sets all of it.)
 */
export function publicMetadata({ title, absolute, description, path, image = DEFAULT_OG_IMAGE, noIndex }: Input): Metadata {
  const fullTitle = absolute ? title : `${title} | ${SITE_NAME}`;
  return {
    title: absolute ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: { type: 'website', siteName: SITE_NAME, locale: 'en_IN', url: path, title: fullTitle, description, images: [image] },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [image.url] },
    ...(noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}
