'use client';

import { useRouter } from 'next/navigation';

/**
 * After a login action: on to where it said (the dashboard, or a same-site `next`), replacing the
 * login page in the history, and the server components read the new session cookies.
 */
export function useGoOnAfterLogin() {
  const router = useRouter();
  return ({ redirectTo }: { redirectTo: string }) => {
    router.replace(redirectTo);
    router.refresh();
  };
}
