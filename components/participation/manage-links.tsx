import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';

/** Where the owning brand edits a campaign (the Campaign Setting form opened on it) and answers its requests. */
const manageCampaignPaths = (campaignId: string) => ({
  edit: `/brand/dashboard/campaign-setting?edit=${encodeURIComponent(campaignId)}`,
  requests: '/brand/dashboard/notifications',
});

type Props = { campaignId: string; size?: 's' | 'm'; className?: string };

/** The owning brand's "Manage" in place of the request button: edit the campaign, see its requests. */
export function ManageLinks({ campaignId, size = 'm', className }: Props) {
  const paths = manageCampaignPaths(campaignId);
  return (
    <span className={className} role="group" aria-label="Your campaign">
      <Link href={paths.edit} className={buttonClass({ size })} prefetch={false}>
        Manage<span className="visually-hidden"> (edit this campaign)</span>
      </Link>
      <Link href={paths.requests} className={buttonClass({ size, variant: 'secondary' })} prefetch={false}>
        Requests
      </Link>
    </span>
  );
}
