import type { ReactNode } from 'react';
import type { ShortlistSummaryJson } from '@/lib/shortlists/serialize';
import { ShortlistName } from './shortlist-name';
import { When } from '@/components/ui/when';

const creatorCount = (n: number) => `${n} ${n === 1 ? 'creator' : 'creators'}`;

/** A list's name as given (a link, a heading) with Rename, then its size and when it last changed (India time). */
export function ShortlistTitle({ list, className, children }: { list: ShortlistSummaryJson; className: string; children: ReactNode }) {
  return (
    <div className={className}>
      <div className="row">
        <ShortlistName id={list._id} name={list.name}>
          {children}
        </ShortlistName>
      </div>
      <p className="small muted">
        {creatorCount(list.memberCount)} · updated <When at={list.updatedAt} />
      </p>
    </div>
  );
}
