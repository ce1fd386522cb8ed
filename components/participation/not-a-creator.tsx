'use client';

import Link from 'next/link';
import { currentViewer } from '@/components/viewer';
import { toast } from '@/components/ui/toast';
import { REQUEST_TOASTS } from '@/lib/participation/messages';
import { PENDING_KEY } from './paths';

/** Set at a creator's sign-in, outlives the session, cleared at sign-out (lib/auth/cookies.ts KNOWN_CREATOR_COOKIE). */
const KNOWN_CREATOR_COOKIE = 'cm_known_creator';

/** True when this browser has had a creator session (since run out): such a visitor logs in rather than signs up. */
const knownCreator = () => document.cookie.split(';').some((c) => c.trim().startsWith(`${KNOWN_CREATOR_COOKIE}=`));

/** Where a creator signs up or logs in, coming back to `here` afterwards. */
const creatorEntry = (kind: 'signup' | 'login', here: string) => `/creator/${kind}?next=${encodeURIComponent(here)}`;

const BRAND = 'Only creators can ask to join campaigns, and you are signed in as a brand.';
const BRAND_LINK = 'Create a creator account';
const EXPIRED = 'Your session has ended. Log in to send your request.';

/** Remembers the click in this tab, so the request goes out once the creator is back on the campaign. */
function remember(campaignId: string) {
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify({ campaignId, at: Date.now() }));
  } catch {
    /* storage unavailable: the creator clicks again after signing in */
  }
}

/**
 * A click on Request without a creator session: a creator whose session ran out (refresh
 * included) logs in again; a brand is told it needs a creator account and stays; a visitor signs
 * up (spec §6). Either way they come back to this page, where the remembered click is sent.
 */
export function notACreator(campaignId: string, go: (href: string) => void) {
  const here = `${window.location.pathname}${window.location.search}`;
  const viewer = currentViewer();
  if (knownCreator()) {
    toast.error(EXPIRED);
    remember(campaignId);
    go(creatorEntry('login', here));
  } else if (viewer?.brand && !viewer.creator) {
    toast.info(BRAND, {
      description: (
        <Link href={creatorEntry('signup', here)} onClick={() => remember(campaignId)}>
          {BRAND_LINK}
        </Link>
      ),
      duration: 10_000,
    });
  } else {
    toast.error(REQUEST_TOASTS.notCreator);
    remember(campaignId);
    go(creatorEntry('signup', here));
  }
}
