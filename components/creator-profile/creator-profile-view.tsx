'use client';

import { useState } from 'react';
import { useProfileRefresh } from '@/components/profile';
import { Card } from '@/components/ui/card';
import type { CreatorJson } from '@/lib/creators/serialize';
import { ProfileForm } from './profile-form';
import { ProfilePhoto } from './profile-photo';
import { RefreshControl } from './refresh-control';
import styles from './creator-profile.module.css';

// To the second, so a refresh visibly changes it; India time like every time shown.
const time = (iso: string) =>
  `${new Date(iso).toLocaleString('en-IN', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone: 'Asia/Kolkata' })} IST`;

/** The creator's own profile page: photo, name, city, refresh, and the editable form. */
export function CreatorProfileView({ initial, loadedAt }: { initial: CreatorJson; loadedAt: string }) {
  const [loaded, setLoaded] = useState(loadedAt);
  const [editing, setEditing] = useState(false);
  const { profile, setProfile, version, refreshing, refresh, router } = useProfileRefresh(initial, {
    role: 'creator',
    signInPath: '/creator/signup',
    onFetched: () => setLoaded(new Date().toISOString()),
  });

  function saved(next: CreatorJson) {
    setProfile(next);
    setLoaded(new Date().toISOString());
    // The header shows the name: let the server parts render again.
    router.refresh();
  }

  return (
    <div className={styles.page}>
      <Card className="stack" aria-labelledby="profile-title">
        <ProfilePhoto profile={profile} onUploaded={saved} />
        <div className={styles.head}>
          <h1 id="profile-title">{profile.name}</h1>
          <p className={styles.city}>{profile.city || 'Add your city so brands know where you are.'}</p>
          <RefreshControl
            busy={refreshing}
            disabled={editing}
            onRefresh={refresh}
            label={
              <>
                Last loaded{' '}
                <time dateTime={loaded} suppressHydrationWarning>
                  {time(loaded)}
                </time>
              </>
            }
          />
        </div>
      </Card>
      <ProfileForm key={version} profile={profile} onSaved={saved} onEditingChange={setEditing} />
    </div>
  );
}
