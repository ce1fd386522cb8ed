'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { toast } from '@/components/ui/toast';
import { UploadImage } from '@/components/ui/upload-image';
import { useServerAction } from '@/components/ui/use-server-action';
import { acceptInvitationAction, unmuteBrandAction } from '@/lib/invitations/actions';
import type { CreatorInvitationJson, MutedBrandJson } from '@/lib/invitations/serialize';
import { formatDay } from '@/lib/campaigns/deadline';
import { formatFee } from '@/lib/campaigns/messages';
import { formatFollowers, mediaUrl } from '@/lib/client/format';
import { formatDate } from '@/lib/client/dates';
import { InvitationPill } from './invitation-pill';
import styles from './invitations.module.css';
import { When } from '@/components/ui/when';

// The dialogs show only after a click: each comes in its own chunk (see STYLE.md: the first-load budget),
// inside its own Suspense boundary (ssr: false) so the page does not fall back to its loading screen meanwhile.
const DeclineDialog = dynamic(() => import('./answer-dialogs').then((m) => m.DeclineDialog), { ssr: false });
const MuteDialog = dynamic(() => import('./answer-dialogs').then((m) => m.MuteDialog), { ssr: false });

type Failure = { status?: number; message?: string } | undefined;
const failureOf = (error: { serverError?: unknown }) => error.serverError as Failure;

/** The creator's invitations (newest first) and the brands they muted. */
export function CreatorInvitations({ invitations, muted }: { invitations: CreatorInvitationJson[]; muted: MutedBrandJson[] }) {
  return (
    <div className="stack">
      {invitations.length === 0 ? (
        <EmptyState
          className="card"
          title="No invitations yet."
          action={
            <ButtonLink href="/collaborate" prefetch={false}>
              Browse open campaigns
            </ButtonLink>
          }
        >
          When a brand invites you to one of its campaigns, it shows here and in your e-mail.
        </EmptyState>
      ) : (
        <ul className="list-column" aria-label="Your invitations">
          {invitations.map((i) => (
            <InvitationCard key={i._id} invitation={i} />
          ))}
        </ul>
      )}
      <MutedBrands brands={muted} />
    </div>
  );
}

function InvitationCard({ invitation: i }: { invitation: CreatorInvitationJson }) {
  const router = useRouter();
  const [dialog, setDialog] = useState<'decline' | 'mute' | null>(null);
  // The job's page has no loading screen (it answers 404 before anything streams): the card stays
  // "Accepting..." until the page arrives, then the page shows at once, with no "Loading..." between.
  const [opening, startOpening] = useTransition();
  const accept = useServerAction(acceptInvitationAction, {
    onSuccess: ({ data }) => {
      toast.success(data.message);
      startOpening(() => router.push(`/creator/dashboard/collaborations/${data.collaborationId}`));
    },
    onError: ({ error }) => {
      toast.error(failureOf(error)?.message ?? 'Could not accept the invitation. Please try again.');
      router.refresh();
    },
  });
  const busy = accept.isPending || opening;
  const image = mediaUrl(i.campaign.campaignImage);
  const c = i.campaign;
  const pending = i.status === 'pending';
  return (
    <li className={`card ${styles.item}`} data-invitation-id={i._id}>
      {image ? <UploadImage className={styles.thumb} src={image} alt="" width={72} height={72} /> : <span className={styles.thumb} aria-hidden="true" />}
      <div className={styles.body}>
        <div className="spread">
          <h2 className={styles.name}>
            <Link href={`/campaigns/${c._id}`}>{c.campaignName}</Link>
          </h2>
          <InvitationPill status={i.status} />
        </div>
        <p className="small">
          From <strong>{i.brand.brandName}</strong> · <When at={i.createdAt} />
        </p>
        <p className="small" data-testid="brand-rating">
          <span className="muted">Rated by creators: </span>
          {i.brand.rating.average === null ? (
            <strong>New</strong>
          ) : (
            <>
              <span aria-hidden="true">★ </span>
              <strong>{i.brand.rating.average.toFixed(1)}</strong> ({i.brand.rating.count} {i.brand.rating.count === 1 ? 'review' : 'reviews'})
            </>
          )}
        </p>
        {i.note ? <blockquote className="quote">{i.note}</blockquote> : null}
        <ul className={styles.facts} aria-label="Campaign details">
          <li>{formatFee(c.feeInr, c.incentives)}</li>
          <li>
            {c.platform} · {formatFollowers(c.minFollowers)}–{formatFollowers(c.maxFollowers)} followers
          </li>
          {c.applyBy ? <li>{pending ? `Answer by ${formatDay(c.applyBy)}` : `Deadline ${formatDay(c.applyBy)}`}</li> : null}
        </ul>
        {i.status === 'declined' && i.declineReason ? <p className="small muted">Your reason: “{i.declineReason}”</p> : null}
        {i.status === 'expired' ? <p className="small muted">This invitation expired with the campaign’s deadline.</p> : null}
        {i.status === 'withdrawn' ? <p className="small muted">The brand withdrew this invitation.</p> : null}
        <div className={styles.actions}>
          {pending ? (
            <>
              <Button size="s" busy={busy} busyLabel="Accepting..." onClick={() => accept.execute({ invitationId: i._id })}>
                Accept<span className="visually-hidden"> invitation to {c.campaignName}</span>
              </Button>
              <Button size="s" variant="secondary" disabled={busy} onClick={() => setDialog('decline')}>
                Decline<span className="visually-hidden"> invitation to {c.campaignName}</span>
              </Button>
              <Button size="s" variant="ghost" disabled={busy} onClick={() => setDialog('mute')}>
                Mute {i.brand.brandName}
              </Button>
            </>
          ) : null}
          {i.status === 'accepted' && i.collaborationId ? (
            <ButtonLink size="s" variant="secondary" href={`/creator/dashboard/collaborations/${i.collaborationId}`}>
              Open collaboration
            </ButtonLink>
          ) : null}
        </div>
      </div>
      {dialog === 'decline' ? <DeclineDialog invitationId={i._id} campaignName={c.campaignName} onClose={() => setDialog(null)} /> : null}
      {dialog === 'mute' ? <MuteDialog brandId={i.brand._id} brandName={i.brand.brandName} onClose={() => setDialog(null)} /> : null}
    </li>
  );
}

/** Brands the creator muted, each with Unmute. */
function MutedBrands({ brands }: { brands: MutedBrandJson[] }) {
  return (
    <Card className="stack" aria-labelledby="muted-brands">
      <h2 id="muted-brands">Muted brands</h2>
      {brands.length === 0 ? (
        <p className="muted small">You have muted no brand. Muting a brand stops its invitations and hides its pending ones.</p>
      ) : (
        <ul className="list-column" aria-label="Muted brands">
          {brands.map((b) => (
            <MutedBrand key={b._id} brand={b} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function MutedBrand({ brand }: { brand: MutedBrandJson }) {
  const router = useRouter();
  const unmute = useServerAction(unmuteBrandAction, {
    onSuccess: ({ data }) => {
      toast.success(data.message);
      router.refresh();
    },
    onError: ({ error }) => toast.error(failureOf(error)?.message ?? 'Could not unmute. Please try again.'),
  });
  return (
    <li className={styles.muted}>
      <span>
        <strong>{brand.brandName}</strong> <span className="muted small">muted {formatDate(brand.mutedAt)}</span>
      </span>
      <Button size="s" variant="secondary" busy={unmute.isPending} busyLabel="Unmuting..." onClick={() => unmute.execute({ brandId: brand._id })}>
        Unmute<span className="visually-hidden"> {brand.brandName}</span>
      </Button>
    </li>
  );
}
