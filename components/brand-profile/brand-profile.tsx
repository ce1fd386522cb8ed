'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { api } from '@/lib/client/api';
import type { BrandProfileJson } from '@/lib/brands/service';
import { BrandLogo } from './brand-logo';
import { ProfileForm } from './profile-form';
import styles from './brand-profile.module.css';

/** The signed-in brand's profile: logo, brand name and e-mail, a refresh control and the editable form. */
export function BrandProfile({ initial }: { initial: BrandProfileJson }) {
  const router = useRouter();
  const [profile, setProfile] = useState(initial);
  // Remounts the form with the fetched values after a refresh.
  const [version, setVersion] = useState(0);
  const [refreshing, setRefreshing] = useState(false);

  async function refresh() {
    setRefreshing(true);
    try {
      const res = await api<BrandProfileJson>('/api/brand/profile', { role: 'brand' });
      if (res.ok) {
        setProfile(res.data);
        setVersion((v) => v + 1);
        toast.success('Profile fetched successfully');
      } else {
        toast.error('Error fetching profile data');
        if (res.status === 401) router.push('/brand/login?next=/brand/dashboard/brand-profile');
      }
    } catch {
      toast.error('Error fetching profile data');
    } finally {
      setRefreshing(false);
    }
  }

  return (
    <div className="stack">
      <section className={`card ${styles.head}`} aria-labelledby="brand-title">
        <BrandLogo path={profile.brandLogo} name={profile.brandName} />
        <div className={styles.who}>
          <h1 id="brand-title">{profile.brandName}</h1>
          <p className="muted">{profile.email}</p>
          <p className={`small ${styles.meta}`}>
            <span className="badge">{profile.companyType}</span>
            <span className="badge">GST {profile.gstNo}</span>
          </p>
        </div>
        <button type="button" className="btn btn-ghost btn-small" onClick={refresh} disabled={refreshing} aria-busy={refreshing || undefined}>
          {refreshing ? <span className="spinner spinner-small" aria-hidden="true" /> : <span aria-hidden="true">↻</span>}
          {refreshing ? 'Refreshing...' : 'Refresh'}
        </button>
      </section>
      <ProfileForm
        key={version}
        profile={profile}
        onSaved={(next) => {
          setProfile(next);
          // The header shows the brand name; let the server render it again.
          router.refresh();
        }}
      />
    </div>
  );
}
