import type { MetadataRoute } from 'next';
import { getOpenCampaignIds } from '@/lib/campaigns/queries';
import { env } from '@/lib/env';

// Built per request: campaigns open and close all day, and the build has no database to read.
export const dynamic = 'force-dynamic';

/** The public pages and every open campaign's page. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = env().APP_URL.replace(/\/+$/, '');
  const pages: MetadataRoute.Sitemap = [
    { url: `${base}/`, changeFrequency: 'weekly', priority: 1 },
    { url: `${base}/collaborate`, changeFrequency: 'hourly', priority: 0.9 },
    { url: `${base}/brand/signup`, changeFrequency: 'monthly', priority: 0.5 },
    { url: `${base}/creator/signup`, changeFrequency: 'monthly', priority: 0.5 },
    { url: `${base}/brand/login`, changeFrequency: 'yearly', priority: 0.3 },
    { url: `${base}/creator/login`, changeFrequency: 'yearly', priority: 0.3 },
    { url: `${base}/login`, changeFrequency: 'yearly', priority: 0.3 },
  ];
  const campaigns = await getOpenCampaignIds();
  return [
    ...pages,
    ...campaigns.map((c) => ({ url: `${base}/campaigns/${c.id}`, lastModified: c.updatedAt, changeFrequency: 'daily' as const, priority: 0.7 })),
  ];
}
