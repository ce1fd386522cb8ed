'use client';

import { useRouter } from 'next/navigation';
import { useServerAction } from '@/components/ui/use-server-action';
import { toast } from '@/components/ui/toast';
import { signOutAction } from '@/lib/auth/actions';
import type { Role } from '@/models';

/**
 * The profile menu's Sign Out: ends this role's session (never the other role's) and goes home.
 * A menu item, so it keeps the menu's look rather than a Button's; busy while the action runs.
 */
export function SignOutButton({ role }: { role: Role }) {
  const router = useRouter();
  const signOut = useServerAction(signOutAction, {
    onSuccess: ({ data }) => {
      toast.success(data.message);
      router.push('/');
      router.refresh();
    },
    onError: () => toast.error('Could not sign out. Please try again.'),
  });
  return (
    <button type="button" role="menuitem" onClick={() => signOut.execute({ role })} disabled={signOut.isPending} aria-busy={signOut.isPending || undefined}>
      {signOut.isPending ? <span className="spinner spinner-small" aria-hidden="true" /> : null}
      {signOut.isPending ? 'Signing out...' : 'Sign Out'}
    </button>
  );
}
