import type { Metadata } from 'next';
import { publicMetadata } from '@/components/site';
import type { CampaignListItem } from '@/lib/campaigns/queries';
import { mediaUrl } from '@/lib/client/format';

function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

/** A campaign page's own title, description and Open Graph image. */
export function campaignMetadata(c: CampaignListItem, opts: { noIndex?: boolean } = {}): Metadata {
  const image = mediaUrl(c.campaignImage);
  return publicMetadata({
    title: `${c.campaignName} by ${c.brandName}`,
    description: summary(`${c.description} Incentive: ${c.incentives}. ${c.platform} creators, ${c.interest}.`),
    path: `/campaigns/${c._id}`,
    image: image ? { url: image, alt: c.campaignName } : undefined,
    noIndex: opts.noIndex,
  });
}
