'use client';

import { useProfileRefresh } from '@/components/profile';
import type { BrandProfileJson } from '@/lib/brands/serialize';
import { BrandLogo } from './brand-logo';
import { ProfileForm } from './profile-form';
import dynamic from 'next/dynamic';
import type { PhonePublicConfig } from '@/lib/phone/public-config';
import styles from './brand-profile.module.css';
import { Button } from '@/components/ui/button';
import { Badge } from '@/components/ui/badge';
import { EmailText } from '@/components/ui/email-text';

// Shown only while a new address waits for its code: fetched then, not with every profile page.
const EmailChangePanel = dynamic(() => import('./email-change-panel').then((m) => m.EmailChangePanel));

/** The signed-in brand's profile: logo, brand name and e-mail, a refresh control and the editable form. */
export function BrandProfile({ initial, phoneConfig }: { initial: BrandProfileJson; phoneConfig: PhonePublicConfig }) {
  const { profile, setProfile, version, refreshing, refresh } = useProfileRefresh(initial, {
    role: 'brand',
    signInPath: '/brand/login?next=/brand/dashboard/brand-profile',
  });

  return (
    <div className="stack">
      <section className={`card ${styles.head}`} aria-labelledby="brand-title">
        <BrandLogo path={profile.brandLogo} name={profile.brandName} />
        <div className={styles.who}>
          <h1 id="brand-title">{profile.brandName}</h1>
          <p className="muted">
            <EmailText address={profile.email} />
          </p>
          <p className={`small ${styles.meta}`}>
            <Badge>{profile.companyType}</Badge>
            <Badge>GST {profile.gstNo}</Badge>
          </p>
        </div>
        <Button variant="ghost" size="s" onClick={refresh} busy={refreshing} busyLabel="Refreshing...">
          <span aria-hidden="true">↻</span> Refresh
        </Button>
      </section>
      {profile.pendingEmail ? <EmailChangePanel key={profile.pendingEmail} pendingEmail={profile.pendingEmail} onChange={setProfile} /> : null}
      <ProfileForm key={`${version}:${profile.email}:${profile.phone}`} profile={profile} phoneConfig={phoneConfig} onSaved={setProfile} />
    </div>
  );
}
