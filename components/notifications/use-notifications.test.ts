// @vitest-environment happy-dom
import { createElement, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// React runs a mount effect twice in development (StrictMode): the notifications page must still
// load once as far as the person sees it: one "Notifications fetched successfully" toast.

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => {} }) }));
vi.mock('@/lib/notifications/actions', () => ({ markBrandNotificationsReadAction: vi.fn(), markCreatorNotificationsReadAction: vi.fn() }));

const { useNotifications } = await import('./use-notifications');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => vi.unstubAllGlobals());

describe('useNotifications', () => {
  it('loads once as far as the page shows, even when React runs the effect twice', async () => {
    const signals: AbortSignal[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        signals.push(init.signal!);
        await new Promise((r) => setTimeout(r, 10));
        if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
        return new Response(JSON.stringify({ notifications: [] }), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    const loaded = vi.fn();
    const failed = vi.fn();
    function Probe() {
      useNotifications('creator', { onLoaded: loaded, onError: failed });
      return null;
    }
    const root = createRoot(document.createElement('div'));
    await act(async () => {
      root.render(createElement(StrictMode, null, createElement(Probe)));
    });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    // StrictMode mounted twice; the first load was aborted and said nothing.
    expect(signals.length).toBe(2);
    expect(signals[0]!.aborted).toBe(true);
    expect(loaded).toHaveBeenCalledTimes(1);
    expect(failed).not.toHaveBeenCalled();
    act(() => root.unmount());
  });
});
