import type { Brand, Campaign, Creator } from '@/models';
import type { AccountKind } from './schemas';

/** An account as the console shows it (operators only: it carries the e-mail and phone). */
export type ModeratedAccountJson = {
  kind: AccountKind;
  _id: string;
  name: string;
  email: string;
  phone: string;
  /** The brand's name (brands) or the creator's niche and city. */
  detail: string;
  gstNo: string | null;
  suspended: boolean;
  suspendedAt: string | null;
  suspendedReason: string | null;
  createdAt: string;
};

export function toModeratedAccountJson(kind: AccountKind, row: Brand | Creator): ModeratedAccountJson {
  const brand = kind === 'brand' ? (row as Brand) : null;
  const creator = kind === 'creator' ? (row as Creator) : null;
  return {
    kind,
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    detail: brand ? brand.brandName : [creator!.niche, creator!.city].filter(Boolean).join(' · '),
    gstNo: brand ? brand.gstNo : null,
    suspended: row.suspendedAt !== null,
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    suspendedReason: row.suspendedReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A campaign as the console shows it. */
export type ModeratedCampaignJson = {
  _id: string;
  campaignName: string;
  brandId: string;
  brandName: string;
  status: Campaign['status'];
  hidden: boolean;
  hiddenAt: string | null;
  hiddenReason: string | null;
  /** Hidden because its brand is suspended (shown again when the brand is reinstated). */
  brandSuspended: boolean;
  createdAt: string;
};

export function toModeratedCampaignJson(row: Campaign): ModeratedCampaignJson {
  return {
    _id: row.id,
    campaignName: row.campaignName,
    brandId: row.brandId,
    brandName: row.brandName,
    status: row.status,
    hidden: row.hiddenAt !== null,
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
    hiddenReason: row.hiddenReason,
    brandSuspended: row.brandSuspendedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
