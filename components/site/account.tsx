'use client';

import { lazy } from 'react';
import { useViewer } from '@/components/viewer';
import { UploadImage } from '@/components/ui/upload-image';
import { mediaUrl } from '@/lib/client/format';
import styles from './site.module.css';

type Role = 'brand' | 'creator';
type Account = { name: string; picture: string | null };

/** This role's signed-in account as the header shows it (name, logo or photo), once the viewer is known. */
export function useAccount(role: Role): Account | null {
  const viewer = useViewer();
  if (role === 'brand') return viewer?.brand ? { name: viewer.brand.name, picture: viewer.brand.logo } : null;
  return viewer?.creator ? { name: viewer.creator.name, picture: viewer.creator.profilePicture } : null;
}

/**
 * A 24 px slot before a role's menu: the account's logo or photo (initials without one), else a
 * person outline. The slot is there from the start, so the header keeps its width when it fills.
 */
export function AccountPicture({ account }: { account: Account | null }) {
  const url = mediaUrl(account?.picture);
  if (account && url) return <UploadImage src={url} alt="" width={24} height={24} className={styles.accountPicture} loading="eager" />;
  return (
    <span className={styles.accountPicture} aria-hidden="true">
      {account ? (
        (account.name.trim()[0] ?? '?').toUpperCase()
      ) : (
        <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" focusable="false">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
        </svg>
      )}
    </span>
  );
}

/** A signed-in role's menu items (its dashboard, Sign Out): fetched only once someone is signed in. */
export const SignedInItems = lazy(() => import('./signed-in-items').then((m) => ({ default: m.SignedInItems })));
