import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';

/** An empty Shortlists page or list: what to do, and the way to the creator directory. */
export function FindCreators({ title, children }: { title: string; children: ReactNode }) {
  return (
    <EmptyState
      className="card"
      title={title}
      action={
        <ButtonLink href="/brand/dashboard/creators" variant="primary">
          Find creators
        </ButtonLink>
      }
    >
      {children}
    </EmptyState>
  );
}
