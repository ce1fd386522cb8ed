import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { currentActor } from '@/lib/auth/current';
import { listOwnPortfolio } from '@/lib/portfolio/service';
import type { PortfolioItemJson } from '@/lib/portfolio/serialize';
import { log } from '@/lib/log';
import { LazyPortfolioManager } from '@/components/portfolio';
import { LoadError } from '@/components/invitations/load-error';

export const metadata: Metadata = { title: 'Portfolio', robots: { index: false } };

/** The creator's portfolio: examples of their work on their public page. */
export default async function CreatorPortfolioPage() {
  const actor = await currentActor('creator');
  // The layout and the proxy check the session too; this keeps the page safe on its own.
  if (!actor) redirect('/creator/signup');
  let items: PortfolioItemJson[] | null = null;
  try {
    items = (await listOwnPortfolio(actor)).items;
  } catch (err) {
    log.warn({ err: String(err) }, 'creator portfolio could not be read');
  }
  return (
    <div className="stack">
      <div>
        <h1>Portfolio</h1>
        <p className="muted">Images of your work and links to your posts, shown on your public page. Brands see them before they order or invite.</p>
      </div>
      {items ? <LazyPortfolioManager initial={items} /> : <LoadError>Your portfolio could not be loaded.</LoadError>}
    </div>
  );
}
