import type { Campaign, CollaborationEvent, CollaborationStatus, ContentSubmission, Deliverable, Message, PostMetrics, Role } from '@/models';

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
  unread: number;
  updatedAt: string;
};

export type CollaborationPage = { collaborations: CollaborationListItem[]; nextCursor: string | null };

/** The campaign's brief as a collaboration shows it. */
export type BriefJson = {
  _id: string;
  campaignName: string;
  brandName: string;
  platform: string;
  campaignImage: string;
  description: string;
  incentives: string;
  deliverables: Deliverable[];
  feeInr: number | null;
  applyBy: string | null;
  contentDueBy: string | null;
  contentGuidelines: string;
  destinationUrl: string | null;
};

export function toBriefJson(c: Campaign): BriefJson {
  return {
    _id: c.id,
    campaignName: c.campaignName,
    brandName: c.brandName,
    platform: c.platform,
    campaignImage: c.campaignImage,
    description: c.description,
    incentives: c.incentives,
    deliverables: c.deliverables,
    feeInr: c.feePaise === null ? null : c.feePaise / 100,
    applyBy: c.applyBy,
    contentDueBy: c.contentDueBy,
    contentGuidelines: c.contentGuidelines,
    destinationUrl: c.destinationUrl,
  };
}

export type CollaborationJson = {
  _id: string;
  status: CollaborationStatus;
  campaign: BriefJson;
  brand: { _id: string; brandName: string; brandLogo: string | null };
  creator: { _id: string; name: string; profilePicture: string | null; city: string };
  submissions: SubmissionJson[];
  timeline: TimelineEntry[];
  postUrls: string[];
  metrics: PostMetrics | null;
  cancelled: { by: Role; reason: string } | null;
  unread: number;
  /** The tracked link for this job (null until tracked links exist). */
  trackingUrl: string | null;
  createdAt: string;
  updatedAt: string;
};
