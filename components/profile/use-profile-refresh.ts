'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { api } from '@/lib/client/api';

type Options = {
  role: 'brand' | 'creator';
  /** Where a signed-out user is sent when the refresh answers 401. */
  signInPath: string;
  /** Called after a fetched profile has replaced the shown one. */
  onFetched?: () => void;
};

/**
 * The signed-in user's own profile page state: the profile shown, a refresh from
 * `GET /api/<role>/profile` with its toasts, and a `version` that remounts the form afterwards.
 */
export function useProfileRefresh<T>(initial: T, { role, signInPath, onFetched }: Options) {
  const router = useRouter();
  const [profile, setProfile] = useState(initial);
  // Remounts the form with the fetched values after a refresh.
  const [version, setVersion] = useState(0);
  const [refreshing, setRefreshing] = useState(false);

  async function refresh() {
    setRefreshing(true);
    try {
      const res = await api<T>(`/api/${role}/profile`, { role });
      if (res.ok) {
        setProfile(res.data);
        onFetched?.();
        setVersion((v) => v + 1);
        toast.success('Profile fetched successfully');
      } else {
        toast.error('Error fetching profile data');
        if (res.status === 401) router.push(signInPath);
      }
    } catch {
      toast.error('Error fetching profile data');
    } finally {
      setRefreshing(false);
    }
  }

  return { profile, setProfile, version, refreshing, refresh, router };
}
