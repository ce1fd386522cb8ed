'use client';

import type { ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** A server-loaded list that failed: says so, and reads the page again on "Try again". */
export function LoadError({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [pending, start] = useTransition();
  return (
    <Card className="stack" role="alert">
      <p className="form-error">{children}</p>
      <div>
        <Button variant="secondary" busy={pending} busyLabel="Loading..." onClick={() => start(() => router.refresh())}>
          Try again
        </Button>
      </div>
    </Card>
  );
}
