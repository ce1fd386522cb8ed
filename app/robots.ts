import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';

export const dynamic = 'force-dynamic';

/** Search engines may read the public pages; dashboards and the API stay out. */
export default function robots(): MetadataRoute.Robots {
  const base = env().APP_URL.replace(/\/+$/, '');
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/brand/dashboard', '/creator/dashboard', '/api', '/dev'] },
    sitemap: `${base}/sitemap.xml`,
  };
}
