import type { PortfolioItem, PortfolioKind } from '@/models';

/** A portfolio item as the API answers it. */
export type PortfolioItemJson = {
  _id: string;
  creatorId: string;
  kind: PortfolioKind;
  /** An image item's upload path (`uploads/<name>`), else null. */
  image: string | null;
  /** A link item's post address and its platform, else null. */
  url: string | null;
  platform: string | null;
  caption: string;
  /** The completed job it came from (null for one the creator added). */
  collaborationId: string | null;
  position: number;
  createdAt: string;
  updatedAt: string;
};

export function toPortfolioItemJson(p: PortfolioItem): PortfolioItemJson {
  return {
    _id: p.id,
    creatorId: p.creatorId,
    kind: p.kind,
    image: p.image,
    url: p.url,
    platform: p.platform,
    caption: p.caption,
    collaborationId: p.collaborationId,
    position: p.position,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}
