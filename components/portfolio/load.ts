import 'server-only';
import { listPublicPortfolio } from '@/lib/portfolio/service';
import type { PortfolioItemJson } from '@/lib/portfolio/serialize';

/** A creator's portfolio for their public page (read without cookies: the page is one cached copy for everyone). */
export async function loadPublicPortfolio(creatorId: string): Promise<PortfolioItemJson[]> {
  return (await listPublicPortfolio(creatorId)).items;
}
