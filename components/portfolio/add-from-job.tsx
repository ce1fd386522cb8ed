'use client';

import { useState } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useServerAction } from '@/components/ui/use-server-action';
import { addPortfolioFromJobAction } from '@/lib/portfolio/actions';

type Failure = { serverError?: unknown };

/** A completed job's "Add to portfolio" (shown when the brand allowed it): one click adds its approved content. */
export function AddToPortfolio({ collaborationId, added: addedBefore }: { collaborationId: string; added: boolean }) {
  const [added, setAdded] = useState(addedBefore);
  // Sent with the page, the button only works once hydrated: until then it is shown disabled, so a
  // click never goes nowhere.
  const hydrated = useHydrated();
  const { execute, isPending } = useServerAction(addPortfolioFromJobAction, {
    onSuccess: ({ data }) => {
      setAdded(true);
      if (data) toast.success(data.message);
    },
    onError: ({ error }) => toast.error(((error as Failure).serverError as { message?: string } | undefined)?.message ?? 'Could not add it to your portfolio'),
  });
  if (added) {
    return (
      <p data-testid="portfolio-added">
        This work is in your portfolio. <Link href="/creator/dashboard/portfolio">Manage your portfolio</Link>
      </p>
    );
  }
  return (
    <div className="stack">
      <p className="muted">The brand allowed you to show this work in your portfolio.</p>
      <div className="row">
        <Button variant="secondary" busy={isPending} busyLabel="Adding..." disabled={!hydrated} onClick={() => execute({ collaborationId })}>
          Add to portfolio
        </Button>
      </div>
    </div>
  );
}
