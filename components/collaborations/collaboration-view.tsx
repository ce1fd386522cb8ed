import Link from 'next/link';
import { Card } from '@/components/ui/card';
import { UploadImage } from '@/components/ui/upload-image';
import { TrackingPanel } from '@/components/reports';
import { PaymentCard, isFunded } from '@/components/payments';
import { OrderAnswer } from '@/components/packages';
import type { OrderJson } from '@/lib/packages/serialize';
import { formatDate } from '@/lib/client/dates';
import { ReviewCard } from '@/components/reviews';
import { LazyAddToPortfolio } from '@/components/portfolio';
import type { ReviewState } from '@/lib/reviews/serialize';
import { NOT_FUNDED_FOR_SUBMIT } from '@/lib/payments/messages';
import type { PaymentJson } from '@/lib/payments/serialize';
import { mediaUrl } from '@/lib/client/format';
import { formatDay } from '@/lib/campaigns/deadline';
import { describeDestination } from '@/lib/campaigns/destination';
import { deliverableNames, formatDeliverable, formatFee } from '@/lib/campaigns/messages';
import { allowedMoves } from '@/lib/collaborations/machine';
import { EVENT_LABEL, NEXT_STEP } from '@/lib/collaborations/messages';
import type { CollaborationJson, MessageJson } from '@/lib/collaborations/serialize';
import type { Role } from '@/models';
import { CancelButton, CompleteButton, DecideButtons, LiveForm, ReviewForm, SubmitContentForm, WithdrawButton } from './lazy';
import { CollaborationStatusPill } from './status';
import { Thread } from './thread';
import { linkify } from './linkify';
import { PostMetricsPanel } from './post-metrics';
import styles from './collaborations.module.css';
import { When } from '@/components/ui/when';

type Props = {
  role: Role;
  collaboration: CollaborationJson;
  thread: { messages: MessageJson[]; prevCursor: string | null };
  payment: PaymentJson | null;
  /** The package order behind this job (issue 35), if it is one. */
  order?: OrderJson | null;
  reviews: ReviewState;
  /** The creator's side of a completed job: whether the brand allowed it in the portfolio, and whether it is there. */
  portfolio?: { allowed: boolean; added: boolean };
};

/** One collaboration as either side sees it: brief, what to do next, the content versions, the timeline and the thread. */
/** What happens next on a package order not yet answered. */
function orderStep(role: Role, order: OrderJson, paid: boolean): string {
  const by = formatDate(order.expiresAt);
  if (role === 'brand')
    return paid
      ? `Waiting for the creator to accept your order (by ${by}); unanswered, you are refunded in full.`
      : 'Pay for your order to send it to the creator.';
  return paid
    ? `A brand ordered your package. Accept or decline it by ${by}; unanswered, it is refused and the brand refunded.`
    : 'A brand is ordering your package; it reaches you once paid.';
}

export function CollaborationView({ role, collaboration: c, thread, payment, order, reviews, portfolio }: Props) {
  // A package order is answered by the creator (accept or decline), not decided by the brand nor withdrawn.
  const pendingOrder = order?.status === 'pending' ? order : null;
  const moves = allowedMoves(c.status, role).filter((m) => !order || (m !== 'approve' && m !== 'decline'));
  const other = role === 'brand' ? c.creator.name : c.brand.brandName;
  const brief = c.campaign;
  const destination = describeDestination(brief.destinationUrl);
  const latest = c.submissions.at(-1);
  // The version the brand is to review: shown with Approve and Request changes beside it.
  const underReview = moves.includes('approve_content') && latest && !latest.review ? latest : undefined;
  const list = `/${role}/dashboard/collaborations`;
  return (
    <div className="stack">
      <p className="small">
        <Link href={list}>← All collaborations</Link>
      </p>
      <header className={styles.header}>
        <div className="stack" style={{ gap: 4 }}>
          <h1>{brief.campaignName}</h1>
          <p className="muted">
            {role === 'brand' ? (
              <>
                with <Link href={`/creator-details?id=${encodeURIComponent(c.creator._id)}`}>{c.creator.name}</Link>
                {c.creator.city ? ` · ${c.creator.city}` : ''}
              </>
            ) : (
              <>with {c.brand.brandName}</>
            )}
          </p>
        </div>
        <div className="row">
          <CollaborationStatusPill status={c.status} />
        </div>
      </header>

      {/* On a phone the page is one long column: a bar that stays at the top leads to each part. */}
      <nav className={styles.sections} aria-label="Sections of this collaboration">
        <a href="#next-title">Next step</a>
        <a href="#thread-title">Messages{c.unread > 0 ? ` (${c.unread})` : ''}</a>
        <a href="#content-title">Content</a>
        <a href="#brief-title">Brief</a>
        {c.status !== 'requested' && c.status !== 'declined' ? <a href="#tracking-title">Tracking</a> : null}
      </nav>

      {underReview ? (
        // The whole width: the version on the left, its review form beside it (kept in view while a
        // long version scrolls by); one above the other on a phone.
        <Card className={styles.underReview} aria-labelledby="under-review-title">
          <div className="stack">
            <h2 id="under-review-title">Version {underReview.version} to review</h2>
            <Version submission={underReview} brandName={brief.brandName} />
          </div>
          <div className={styles.reviewAside}>
            <ReviewForm collaborationId={c._id} submissionId={underReview._id} version={underReview.version} />
          </div>
        </Card>
      ) : null}

      <div className={styles.layout}>
        <div className="stack">
          <Card className="stack" aria-labelledby="next-title">
            <h2 id="next-title">Next step</h2>
            <p data-testid="next-step">{pendingOrder ? orderStep(role, pendingOrder, isFunded(payment)) : NEXT_STEP[c.status][role]}</p>
            {c.cancelled ? (
              <p className="muted">
                Cancelled by {c.cancelled.by === role ? 'you' : other}: “{c.cancelled.reason}”
              </p>
            ) : null}
            {moves.includes('approve') ? <DecideButtons campaignId={brief._id} creatorId={c.creator._id} creatorName={c.creator.name} /> : null}
            {role === 'creator' && pendingOrder ? <OrderAnswer collaborationId={c._id} paid={isFunded(payment)} /> : null}
            {role === 'creator' && c.status === 'requested' && !order ? (
              <WithdrawButton requestId={c._id} campaignName={brief.campaignName} afterHref={list} />
            ) : null}
            {moves.includes('submit') && !isFunded(payment) ? <p className="muted">{NOT_FUNDED_FOR_SUBMIT}</p> : null}
            {moves.includes('submit') && isFunded(payment) ? (
              <SubmitContentForm
                // One form per version: when the brand's answer arrives before the page drops the
                // form it just sent, the next version's form still starts from what the brand asked.
                key={(latest?.version ?? 0) + 1}
                collaborationId={c._id}
                version={(latest?.version ?? 0) + 1}
                changes={
                  latest?.review?.decision === 'changes'
                    ? { version: latest.version, caption: latest.caption ?? '', comment: latest.review.comment ?? '', brandName: brief.brandName }
                    : undefined
                }
              />
            ) : null}
            {underReview ? (
              <p>
                <a href="#under-review-title">Review version {underReview.version}</a>
              </p>
            ) : null}
            {moves.includes('go_live') ? <LiveForm collaborationId={c._id} deliverables={deliverableNames(brief.deliverables)} /> : null}
            {moves.includes('complete') || moves.includes('cancel') ? (
              <div className="row">
                {moves.includes('complete') ? <CompleteButton collaborationId={c._id} /> : null}
                {moves.includes('cancel') ? <CancelButton role={role} collaborationId={c._id} /> : null}
              </div>
            ) : null}
            {role === 'creator' && portfolio?.allowed ? <LazyAddToPortfolio collaborationId={c._id} added={portfolio.added} /> : null}
          </Card>

          <ReviewCard role={role} collaborationId={c._id} state={reviews} />

          {payment ? (
            <PaymentCard
              role={role}
              collaborationId={c._id}
              payment={payment}
              canFund={['active', 'submitted', 'changes_requested', 'approved', 'live'].includes(c.status) || Boolean(pendingOrder)}
            />
          ) : null}

          {c.postLinks.length > 0 ? (
            <Card className="stack" aria-labelledby="live-posts-title">
              <h2 id="live-posts-title">Live posts</h2>
              <ul className={styles.links}>
                {c.postLinks.map((l) => (
                  <li key={l.url}>
                    {l.deliverable ? <span className={styles.linkFor}>{l.deliverable}: </span> : null}
                    <a href={l.url} target="_blank" rel="noopener noreferrer nofollow">
                      {l.url}
                    </a>
                  </li>
                ))}
              </ul>
              <PostMetricsPanel
                history={c.metricsHistory}
                collaborationId={c._id}
                canUpdate={role === 'creator' && (c.status === 'live' || c.status === 'completed')}
              />
            </Card>
          ) : null}

          <TrackingPanel role={role} collaboration={c} />

          <Card className="stack" aria-labelledby="content-title">
            <h2 id="content-title">Content</h2>
            {c.submissions.length === 0 ? <p className="muted">No version submitted yet.</p> : null}
            {underReview ? (
              <p className="muted">
                Version {underReview.version} is waiting for your review <a href="#under-review-title">above</a>.
              </p>
            ) : null}
            {[...c.submissions]
              .reverse()
              .filter((s) => s !== underReview)
              .map((s) => (
                <Version key={s._id} submission={s} brandName={brief.brandName} />
              ))}
          </Card>

          <Card className="stack" aria-labelledby="brief-title">
            <h2 id="brief-title">Brief</h2>
            <dl className={styles.facts}>
              <div>
                <dt>Fee per creator</dt>
                <dd>{formatFee(brief.feeInr, brief.incentives)}</dd>
              </div>
              <div>
                <dt>Platform</dt>
                <dd>{brief.platform}</dd>
              </div>
              {brief.contentDueBy ? (
                <div>
                  <dt>Content due</dt>
                  <dd>{formatDay(brief.contentDueBy)}</dd>
                </div>
              ) : null}
              <div>
                <dt>Incentives</dt>
                <dd>{brief.incentives}</dd>
              </div>
              {destination ? (
                <div>
                  <dt>Destination</dt>
                  <dd data-testid="brief-destination">{destination.host}</dd>
                </div>
              ) : null}
            </dl>
            {brief.deliverables.length > 0 ? (
              <>
                <h3>Deliverables</h3>
                <ul>
                  {brief.deliverables.map((d, i) => (
                    <li key={i}>{formatDeliverable(d)}</li>
                  ))}
                </ul>
              </>
            ) : null}
            {brief.contentGuidelines ? (
              <>
                <h3>Do’s and don’ts</h3>
                <p className={styles.pre}>{brief.contentGuidelines}</p>
              </>
            ) : null}
            <p className={styles.pre}>{brief.description}</p>
            <p className="small">
              <Link href={`/campaigns/${brief._id}`} prefetch={false}>
                Campaign page
              </Link>
            </p>
          </Card>

          <Card className="stack" aria-labelledby="timeline-title">
            <h2 id="timeline-title">Timeline</h2>
            {c.timeline.length === 0 ? <p className="muted">Nothing has happened yet.</p> : null}
            <ol className={styles.timeline} data-testid="timeline">
              {c.timeline.map((e) => (
                <li key={e._id}>
                  <span className={styles.dot} aria-hidden="true" />
                  <span>
                    <strong>{e.actor.role === role ? 'You' : e.actor.name}</strong> {EVENT_LABEL[e.kind] ?? e.kind}
                    {e.detail && e.kind !== 'live' ? <span className="muted"> — “{e.detail}”</span> : null}{' '}
                    <span className="muted small">
                      · <When at={e.createdAt} />
                    </span>
                  </span>
                </li>
              ))}
            </ol>
          </Card>
        </div>
        <div className={styles.side}>
          <Thread role={role} collaborationId={c._id} otherName={other} initial={thread} open={c.status !== 'declined' && c.status !== 'cancelled'} />
        </div>
      </div>
    </div>
  );
}

type Submission = CollaborationJson['submissions'][number];

/** One version of the content: caption, images, draft link and the brand's review. */
function Version({ submission: s, brandName }: { submission: Submission; brandName: string }) {
  return (
    <article className={`stack ${styles.version}`} aria-label={`Version ${s.version}`} data-testid="submission">
      <h3>
        Version {s.version}{' '}
        <span className="muted small">
          · <When at={s.createdAt} />
        </span>
      </h3>
      {s.caption ? <p className={styles.pre}>{linkify(s.caption)}</p> : null}
      {s.images.length > 0 ? (
        <div className={styles.thumbs}>
          {s.images.map((img, i) => (
            <a key={img} href={mediaUrl(img)!} target="_blank" rel="noopener noreferrer">
              <UploadImage src={mediaUrl(img)!} alt={`Version ${s.version}, image ${i + 1}`} width={120} height={120} />
            </a>
          ))}
        </div>
      ) : null}
      {s.draftUrl ? (
        <p>
          Draft video:{' '}
          <a href={s.draftUrl} target="_blank" rel="noopener noreferrer nofollow">
            {s.draftUrl}
          </a>
        </p>
      ) : null}
      {s.review ? (
        <div className={styles.review}>
          <p>
            <strong>{s.review.decision === 'approve' ? 'Approved' : 'Changes requested'}</strong> by {brandName}
          </p>
          {s.review.comment ? <p className={styles.pre}>{s.review.comment}</p> : null}
        </div>
      ) : (
        <p className="muted small">Waiting for review</p>
      )}
    </article>
  );
}
