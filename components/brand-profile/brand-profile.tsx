'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Spinner } from '@/components/ui/spinner';
import { api } from '@/lib/client/api';
import type { BrandProfileJson } from '@/lib/brands/service';
import { BrandLogo } from './brand-logo';
import { ProfileForm } from './profile-form';
import styles from './brand-profile.module.css';

type State = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; profile: BrandProfileJson };

/** The signed-in brand's profile: logo, brand name and e-mail, and the editable form. */
export function BrandProfile() {
  const router = useRouter();
  const [state, setState] = useState<State>({ status: 'loading' });

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      const res = await api<BrandProfileJson>('/api/brand/profile', { role: 'brand' });
      if (res.status === 401) {
        router.replace('/brand/login?next=/brand/dashboard/brand-profile');
        return;
      }
      if (!res.ok) throw new Error(res.data.message);
      setState({ status: 'ready', profile: res.data });
      toast.success('Profile fetched successfully');
    } catch (err) {
      toast.error('Error fetching profile data');
      setState({ status: 'error', message: err instanceof Error && err.message ? err.message : 'Server error' });
    }
  }, [router]);

  useEffect(() => {
    // Loads once on arrival; `load` only changes with the router.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  if (state.status === 'loading') {
    return (
      <div className="empty-state">
        <Spinner label="Loading profile..." />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="card empty-state" role="alert">
        <p>Error fetching profile data</p>
        <p className="small">{state.message}</p>
        <button type="button" className="btn btn-secondary btn-small" onClick={() => void load()}>
          Try again
        </button>
      </div>
    );
  }
  const { profile } = state;
  return (
    <div className="stack">
      <section className={`card ${styles.head}`} aria-label="Brand">
        <BrandLogo path={profile.brandLogo} name={profile.brandName} />
        <div className={styles.who}>
          <h1>{profile.brandName}</h1>
          <p className="muted">{profile.email}</p>
          <p className={`small ${styles.meta}`}>
            <span className="badge">{profile.companyType}</span>
            <span className="badge">GST {profile.gstNo}</span>
          </p>
        </div>
      </section>
      <ProfileForm
        profile={profile}
        onSaved={(next) => {
          setState({ status: 'ready', profile: next });
          // The header shows the brand name; let the server render it again.
          router.refresh();
        }}
      />
    </div>
  );
}
