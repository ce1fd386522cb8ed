import 'server-only';
import { brandTrust, creatorTrust } from '@/lib/trust/service';
import type { BrandTrustJson, CreatorTrustJson } from '@/lib/trust/serialize';

/** A creator's trust signals for their public page (null for an unknown creator). */
export function loadCreatorTrust(creatorId: string): Promise<CreatorTrustJson | null> {
  return creatorTrust(creatorId);
}

/** A brand's trust as creators see it on its campaign (null for an unknown brand). */
export function loadBrandTrust(brandId: string): Promise<BrandTrustJson | null> {
  return brandTrust(brandId);
}
