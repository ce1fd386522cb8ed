'use client';

import { useCallback, useState } from 'react';
import { api } from '@/lib/client/api';
import { useEventStream } from '@/lib/client/event-stream';

type Props = { role: 'brand' | 'creator'; initial: number };

/** The unread-messages badge of the navigation, kept current by the tab's event stream. */
export function LiveUnread({ role, initial }: Props) {
  const [count, setCount] = useState(initial);
  const reload = useCallback(async () => {
    const res = await api<{ unread: number }>(`/api/collaborations/unread?as=${role}`, { role }).catch(() => null);
    if (res?.ok) setCount(res.data.unread);
  }, [role]);
  useEventStream(
    { unread: () => void reload(), resync: () => void reload() },
    { role, renew: () => api(`/api/collaborations/unread?as=${role}`, { role }), onReconnect: () => void reload() },
  );
  return count > 0 ? (
    <span className="count-dot" data-testid="unread-messages">
      {count}
      <span className="visually-hidden"> unread {count === 1 ? 'message' : 'messages'}</span>
    </span>
  ) : null;
}
