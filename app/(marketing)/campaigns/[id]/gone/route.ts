import { goneCampaignPage } from '@/lib/moderation/gone';

/** A campaign taken down by an operator: 410 (its page redirects here). */
export async function GET(req: Request, { params }: { params: Promise<{ id: string }> }) {
  return goneCampaignPage(req, (await params).id);
}
