import CollaboratePage from '../page';
import { viewParams } from '@/lib/campaigns/list-query';

export { metadata } from '../page';

// Every list is a cached page (lib/page-cache/): `/collaborate` and each `/collaborate?…` are
// rewritten here (next.config.mjs, proxy.ts), rendered on their first visit and served from memory
// after, until a campaign changes (the service invalidates them on every server) or ten seconds pass
// (deadlines and the NEW badge move with the clock).
export const dynamic = 'force-static';
export const revalidate = 10; // PAGE_REVALIDATE_SECONDS (lib/page-cache/cache-control.mjs)
export function generateStaticParams() {
  return [];
}

export default async function CollaborateView({ params }: { params: Promise<{ view: string }> }) {
  return <CollaboratePage searchParams={Promise.resolve(viewParams((await params).view))} />;
}
