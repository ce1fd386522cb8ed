import type { ReactNode } from 'react';
import { OpsShell } from '@/components/ops/shell';
import { currentOperator, operatorProfile } from '@/lib/ops';

/** The signed-in console: checks the operator's session on the server (to /ops/login without one). */
export default async function OpsConsoleLayout({ children }: { children: ReactNode }) {
  const actor = await currentOperator();
  const profile = await operatorProfile(actor.id);
  return <OpsShell email={profile?.email ?? ''}>{children}</OpsShell>;
}
