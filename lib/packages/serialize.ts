import type { CreatorPackage, Deliverable, PackageOrder, PackageStatus } from '@/models';

/** A package as the API answers it: the price in rupees (and in paise, as stored). */
export type PackageJson = {
  _id: string;
  creatorId: string;
  title: string;
  platform: string;
  deliverables: Deliverable[];
  priceInr: number;
  pricePaise: number;
  deliveryDays: number;
  description: string;
  status: PackageStatus;
  position: number;
  createdAt: string;
  updatedAt: string;
};

export function toPackageJson(p: CreatorPackage): PackageJson {
  return {
    _id: p.id,
    creatorId: p.creatorId,
    title: p.title,
    platform: p.platform,
    deliverables: p.deliverables.map(({ platform, kind, count }) => ({ platform, kind, count })),
    priceInr: p.pricePaise / 100,
    pricePaise: p.pricePaise,
    deliveryDays: p.deliveryDays,
    description: p.description,
    status: p.status,
    position: p.position,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** A brand's order of a package, as the API answers it. */
export type OrderJson = {
  _id: string;
  collaborationId: string;
  packageId: string | null;
  title: string;
  priceInr: number;
  deliveryDays: number;
  status: PackageOrder['status'];
  declineReason: string | null;
  expiresAt: string;
  decidedAt: string | null;
  createdAt: string;
};
