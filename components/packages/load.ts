import 'server-only';
import { listPublicPackages } from '@/lib/packages/service';
import type { PackageJson } from '@/lib/packages/serialize';

/** A creator's active packages for their public page (read without cookies: the page is one cached copy for everyone). */
export async function loadPublicPackages(creatorId: string): Promise<PackageJson[]> {
  return (await listPublicPackages(creatorId)).packages;
}
