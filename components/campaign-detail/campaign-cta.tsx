'use client';

import Link from 'next/link';
import { ManageLinks } from '@/components/participation';
import { RequestButton } from '@/components/participation';
import { PROFILE_PATH } from '@/components/participation';
import { useStanding } from '@/components/participation';
import { buttonClass } from '@/components/ui/button';
import styles from './cta.module.css';

type Props = {
  campaign: { _id: string; campaignName: string; platform: string; minFollowers: number; maxFollowers: number };
  /** What everyone reads under the button: how many asked, the deadline. */
  hint: string;
};

/**
 * The campaign page's call to action, personal once the viewer is known: the creator's state
 * (Requested, Approved, Invited…), whether they qualify and why not; Manage for the owning brand. Every state fills the same
 * three slots (a line, a button, a hint of fixed height), so nothing below moves when it changes.
 */
export function CampaignCta({ campaign, hint }: Props) {
  const { status, owned, verdict } = useStanding(campaign);
  const notYet = verdict !== null && !verdict.ok;
  if (owned) {
    return (
      <div className={styles.cta}>
        <p className={styles.standing}>This is your campaign.</p>
        <ManageLinks campaignId={campaign._id} className={styles.manage} />
        <p className={`hint ${styles.ctaHint}`}>{hint}</p>
      </div>
    );
  }
  return (
    <div className={styles.cta}>
      <p className={`${styles.standing} ${notYet ? styles.notYet : ''}`}>
        {verdict?.ok ? (verdict.stated ? 'You qualify for this campaign.' : 'You may ask to join.') : notYet ? 'You don’t qualify yet.' : null}
      </p>
      {notYet ? (
        <Link href={PROFILE_PATH} className={buttonClass({ variant: 'secondary' })}>
          Update your followers<span className="visually-hidden"> on your profile</span>
        </Link>
      ) : (
        // A creator who may ask can add a pitch (beside the button: the slot keeps its height).
        <RequestButton
          campaignId={campaign._id}
          label="I'm Interested"
          status={status}
          className={buttonClass()}
          pitchFor={verdict?.ok ? campaign.campaignName : undefined}
        />
      )}
      <p className={`hint ${styles.ctaHint}`}>{notYet ? verdict.reason : verdict?.ok && !verdict.stated ? verdict.note : hint}</p>
    </div>
  );
}
