import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { currentActor } from '@/lib/auth/current';
import { listOwnPackages } from '@/lib/packages/service';
import type { PackageJson } from '@/lib/packages/serialize';
import { log } from '@/lib/log';
import { PackagesManager } from '@/components/packages';
import { LoadError } from '@/components/invitations/load-error';

export const metadata: Metadata = { title: 'Packages', robots: { index: false } };

/** The creator's packages: fixed-price offers brands can order from the public page. */
export default async function CreatorPackagesPage() {
  const actor = await currentActor('creator');
  // The layout and the proxy check the session too; this keeps the page safe on its own.
  if (!actor) redirect('/creator/signup');
  let packages: PackageJson[] | null = null;
  try {
    packages = (await listOwnPackages(actor)).packages;
  } catch (err) {
    log.warn({ err: String(err) }, 'creator packages could not be read');
  }
  return (
    <div className="stack">
      <div>
        <h1>Packages</h1>
        <p className="muted">Fixed-price offers brands can order from your public page. A paused package is hidden; orders already made go on.</p>
      </div>
      {packages ? <PackagesManager initial={packages} /> : <LoadError>Your packages could not be loaded.</LoadError>}
    </div>
  );
}
