'use client';

import { useEffect, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { useViewer } from '@/components/viewer';

/**
 * Shows `creator` once the viewer is a signed-in creator, else `others` (also before it is known).
 * Both are rendered by the server (their text stays out of this script); give them one height.
 */
export function ForCreator({ creator, others }: { creator: ReactNode; others: ReactNode }) {
  return useViewer()?.creator ? creator : others;
}

/**
 * In the "log in as a creator" notice of a list rendered without an audience: when the viewer
 * turns out to be a signed-in creator, its answer has just set their audience cookie, so the list
 * is asked for once more and comes back as theirs.
 */
export function AudienceRefresh() {
  const viewer = useViewer();
  const router = useRouter();
  useEffect(() => {
    // Once per address, even if this notice comes back (a cookie the browser refused).
    if (!viewer?.creator || refreshedAt === location.href) return;
    refreshedAt = location.href;
    router.refresh();
  }, [viewer, router]);
  return null;
}

let refreshedAt: string | null = null;
