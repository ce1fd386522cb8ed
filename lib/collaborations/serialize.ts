import type { CampaignJson } from '@/lib/campaigns/serialize';
import type { CollaborationEvent, CollaborationStatus, ContentSubmission, Message, PostLink, PostMetricReport, PostMetrics, Role } from '@/models';

export type MessageJson = {
  _id: string;
  /** Pass as `after` (or `before`) to page from this message. */
  cursor: string;
  sender: { role: Role; _id: string };
  text: string;
  attachments: string[];
  seenAt: string | null;
  createdAt: string;
};

export function toMessageJson(m: Message): MessageJson {
  return {
    _id: m.id,
    cursor: String(m.seq),
    sender: { role: m.senderRole, _id: m.senderId },
    text: m.text,
    attachments: m.attachments,
    seenAt: m.seenAt ? m.seenAt.toISOString() : null,
    createdAt: m.createdAt.toISOString(),
  };
}

export type SubmissionJson = {
  _id: string;
  version: number;
  caption: string;
  images: string[];
  draftUrl: string | null;
  review: { decision: 'approve' | 'changes'; comment: string; reviewedAt: string } | null;
  createdAt: string;
};

export function toSubmissionJson(s: ContentSubmission): SubmissionJson {
  return {
    _id: s.id,
    version: s.version,
    caption: s.caption,
    images: s.images,
    draftUrl: s.draftUrl,
    review: s.reviewDecision && s.reviewedAt ? { decision: s.reviewDecision, comment: s.reviewComment ?? '', reviewedAt: s.reviewedAt.toISOString() } : null,
    createdAt: s.createdAt.toISOString(),
  };
}

export type TimelineEntry = { _id: string; actor: { role: Role; _id: string; name: string }; kind: string; detail: string | null; createdAt: string };

export function toTimelineEntry(e: CollaborationEvent, names: { brand: string; creator: string }): TimelineEntry {
  return {
    _id: e.id,
    actor: { role: e.actorRole, _id: e.actorId, name: names[e.actorRole] },
    kind: e.kind,
    detail: e.detail,
    createdAt: e.createdAt.toISOString(),
  };
}

export type CollaborationListItem = {
  _id: string;
  status: CollaborationStatus;
  campaign: { _id: string; campaignName: string };
  brand: { _id: string; brandName: string; brandLogo: string | null };
  creator: { _id: string; name: string; profilePicture: string | null };
  /** True for a package order (issue 35): the creator answers it, the brand does not decide it. */
  order: boolean;
  unread: number;
  updatedAt: string;
};

export type CollaborationPage = { collaborations: CollaborationListItem[]; nextCursor: string | null };

export type CollaborationJson = {
  _id: string;
  status: CollaborationStatus;
  /** The campaign with its brief, as GET /api/campaign/{id} shows it. */
  campaign: CampaignJson;
  brand: { _id: string; brandName: string; brandLogo: string | null };
  creator: { _id: string; name: string; profilePicture: string | null; city: string };
  submissions: SubmissionJson[];
  timeline: TimelineEntry[];
  postUrls: string[];
  /** The live posts with the deliverable each is for ("Reel 1"; null when not named), in the order shared. */
  postLinks: PostLink[];
  /** The latest self-reported figures of the live post. */
  metrics: PostMetrics | null;
  /** Every report of the figures, oldest first (self-reported, dated by the server). */
  metricsHistory: PostMetrics[];
  cancelled: { by: Role; reason: string } | null;
  unread: number;
  /**
   * The creator's tracked link for this job, `{APP_URL}/r/{code}`: once the collaboration is
   * approved (not while requested, never when declined) and its campaign has a destination URL.
   */
  trackingUrl: string | null;
  /** The creator's promo code for this campaign (e.g. ASHA-7KQ2MX), from approval on (not while requested or declined). */
  promoCode: string | null;
  createdAt: string;
  updatedAt: string;
};

export function toPostMetrics(r: PostMetricReport): PostMetrics {
  return { views: r.views, likes: r.likes, comments: r.comments, reportedAt: r.reportedAt.toISOString() };
}
