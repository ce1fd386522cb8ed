'use client';

import { useEffect, useSyncExternalStore } from 'react';
import type { ViewerJson } from '@/lib/viewer/types';

// Who is signed in, for the personal parts of cached public pages (GET /api/session/viewer).
// One request per page load, shared by every island: islands say which campaigns (or which
// creator page) they show as they mount, and the call goes out on the next tick with all of them.
// A later island asking about something the last answer did not cover (a client-side navigation
// to another page), a sign-in or sign-out, or a sent request asks again. Until the answer
// arrives, islands show what the cached page shows everyone (`null`), so nothing moves.

const MAX_CAMPAIGNS = 60; // VIEWER_CAMPAIGNS_MAX in lib/viewer/schemas.ts

let viewer: ViewerJson | null = null;
const listeners = new Set<() => void>();
const campaigns = new Map<string, number>();
const creators = new Map<string, number>();
let covered = { campaigns: new Set<string>(), creators: new Set<string>() };
let stale = true;
let timer: ReturnType<typeof setTimeout> | null = null;
let generation = 0;

function needsLoad(): boolean {
  if (stale) return true;
  for (const id of campaigns.keys()) if (!covered.campaigns.has(id)) return true;
  for (const id of creators.keys()) if (!covered.creators.has(id)) return true;
  return false;
}

function schedule() {
  if (timer === null) timer = setTimeout(() => void load(), 0);
}

async function ask(params: URLSearchParams): Promise<ViewerJson | null> {
  const res = await fetch(`/api/session/viewer${params.size ? `?${params}` : ''}`, { credentials: 'same-origin', cache: 'no-store' });
  return res.ok ? ((await res.json()) as ViewerJson) : null;
}

async function load() {
  timer = null;
  if (!needsLoad()) return;
  stale = false;
  const ids = [...campaigns.keys()].slice(0, MAX_CAMPAIGNS);
  const creator = [...creators.keys()][0];
  const params = new URLSearchParams();
  if (ids.length) params.set('campaigns', ids.join(','));
  if (creator) params.set('creator', creator);
  const mine = ++generation;
  let answer: ViewerJson | null = null;
  try {
    answer = await ask(params);
    // An access cookie that ran out while the refresh cookie lives: renew it, then ask once more.
    if (answer?.renew.length) {
      const renewed = await Promise.all(answer.renew.map((role) => fetch(`/api/session/refresh?role=${role}`, { method: 'POST', credentials: 'same-origin' })));
      if (renewed.some((r) => r.ok)) answer = await ask(params);
    }
  } catch {
    /* offline: the page stays as everyone sees it */
  }
  if (mine !== generation) return; // a newer call is on its way
  covered = { campaigns: new Set(ids), creators: new Set(creator ? [creator] : []) };
  viewer = answer ?? { brand: null, creator: null, renew: [] };
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => viewer;
const serverSnapshot = () => null;

function hold(map: Map<string, number>, id: string | undefined) {
  if (!id) return () => {};
  map.set(id, (map.get(id) ?? 0) + 1);
  return () => {
    const n = (map.get(id) ?? 1) - 1;
    if (n > 0) map.set(id, n);
    else map.delete(id);
  };
}

/**
 * The browser's sessions, or null until they are known (and always during the server render and
 * hydration). `campaignId` / `creatorId` name what this island shows; `off` (a page rendered per
 * request, which knows its visitor already) asks for nothing.
 */
export function useViewer({ campaignId, creatorId, off = false }: { campaignId?: string; creatorId?: string; off?: boolean } = {}): ViewerJson | null {
  useEffect(() => {
    if (off) return;
    const releaseCampaign = hold(campaigns, campaignId);
    const releaseCreator = hold(creators, creatorId);
    if (needsLoad()) schedule();
    return () => {
      releaseCampaign();
      releaseCreator();
    };
  }, [campaignId, creatorId, off]);
  const current = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return off ? null : current;
}

/** Asks again (after a sign-in or sign-out, a sent request): islands keep what they show until the answer. */
export function refreshViewer() {
  stale = true;
  if (listeners.size > 0) schedule();
}

/** The last answer, outside React (a click handler deciding where a refused visitor goes). */
export function currentViewer(): ViewerJson | null {
  return viewer;
}

/** True once an answer came (a client-side return to the public pages asks again, see ViewerScope). */
export function viewerLoaded(): boolean {
  return viewer !== null;
}
