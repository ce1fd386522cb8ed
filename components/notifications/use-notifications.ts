'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/ui/toast';
import { api } from '@/lib/client/api';
import { markBrandNotificationsReadAction, markCreatorNotificationsReadAction } from '@/lib/notifications/actions';
import type { NotificationJson } from '@/lib/notifications/serialize';

type Role = 'brand' | 'creator';
const MARK_READ = { brand: markBrandNotificationsReadAction, creator: markCreatorNotificationsReadAction };
// Every kind: the creator's spec endpoint (/api/creator/notifications) keeps to approvals and rejections.
const FEED = { brand: '/api/brand/notifications', creator: '/api/creator/activity' };
type LoadState = { kind: 'loading' } | { kind: 'ready' } | { kind: 'error'; message: string };
type Hooks = { onLoaded?: () => void; onError?: (message: string) => void };

/**
 * The signed-in role's in-app notifications: loads them, and marks some or all read (then
 * refreshes the server-rendered header so its unread count follows).
 */
export function useNotifications(role: Role, hooks: Hooks = {}) {
  const router = useRouter();
  const [items, setItems] = useState<NotificationJson[]>([]);
  const [state, setState] = useState<LoadState>({ kind: 'loading' });
  const [marking, setMarking] = useState<string | null>(null);
  // Callers pass inline callbacks; keeping them in a ref stops them from re-triggering the load.
  const hooksRef = useRef(hooks);
  useEffect(() => {
    hooksRef.current = hooks;
  });

  const load = useCallback(
    async (signal?: AbortSignal) => {
      setState({ kind: 'loading' });
      try {
        const res = await api<{ notifications: NotificationJson[] }>(FEED[role], { role, signal });
        if (signal?.aborted) return;
        if (!res.ok || !Array.isArray(res.data.notifications)) {
          const message = res.data.message ?? 'Could not load notifications';
          setState({ kind: 'error', message });
          hooksRef.current.onError?.(message);
          return;
        }
        setItems(res.data.notifications);
        setState({ kind: 'ready' });
        hooksRef.current.onLoaded?.();
      } catch {
        // A load this component no longer waits for (it unmounted, or React ran the effect again) says nothing.
        if (signal?.aborted) return;
        const message = 'Could not reach the server';
        setState({ kind: 'error', message });
        hooksRef.current.onError?.(message);
      }
    },
    [role],
  );

  useEffect(() => {
    // Fetching on mount is the point of this hook; state is set once the answer arrives. React may
    // run this twice (development's StrictMode): the first load is aborted, so one toast per visit.
    const ctrl = new AbortController();
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load(ctrl.signal);
    return () => ctrl.abort();
  }, [load]);

  /** Marks the given ids (or every unread one) read; answers whether it worked. */
  const markRead = useCallback(
    async (ids?: string[]) => {
      setMarking(ids?.length === 1 ? ids[0] : 'all');
      try {
        const result = await MARK_READ[role](ids ? { ids } : {});
        if (!result?.data) return false;
        const chosen = new Set(ids ?? []);
        setItems((list) => list.map((n) => (!ids || chosen.has(n._id) ? { ...n, read: true } : n)));
        router.refresh();
        return true;
      } catch {
        return false;
      } finally {
        setMarking(null);
      }
    },
    [role, router],
  );

  /** "Mark all as read", with its toasts. */
  async function markAll() {
    if (await markRead()) toast.success('All notifications marked as read');
    else toast.error('Could not mark notifications as read');
  }

  /** "Mark as read" on one notification; only a failure is told. */
  async function markOne(id: string) {
    if (!(await markRead([id]))) toast.error('Could not mark the notification as read');
  }

  const unread = items.filter((n) => !n.read).length;
  return { items, state, unread, marking, reload: () => load(), markRead, markAll, markOne };
}
