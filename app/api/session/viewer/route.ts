import { NextResponse } from 'next/server';
import { route } from '@/lib/route';
import { readActor } from '@/lib/http/caller';
import { AUDIENCE_COOKIE, refreshCookie, setAudienceCookie } from '@/lib/auth/cookies';
import { viewerQuerySchema } from '@/lib/viewer/schemas';
import { viewerOf } from '@/lib/viewer/service';
import type { ViewerJson } from '@/lib/viewer/types';
import type { Actor } from '@/lib/auth/tokens';

const ROLES = ['brand', 'creator'] as const;

// The cached public pages' personal parts (header, Requested, eligibility, a brand's actions on a
// creator page): both of the browser's sessions at once, never stored by any cache. The creator's
// audience cookie is kept in step, so "Campaigns I qualify for" finds their cached list.
export const GET = route({ auth: 'none', query: viewerQuerySchema }, async ({ req, query }) => {
  const [brand, creator] = await Promise.all(ROLES.map(async (role) => (await readActor(req, [role])).actor));
  const view = await viewerOf({ brand: brand as (Actor & { role: 'brand' }) | null, creator: creator as (Actor & { role: 'creator' }) | null }, query);
  const renew = ROLES.filter((role, i) => ![brand, creator][i] && Boolean(req.cookies.get(refreshCookie(role))?.value));
  const res = NextResponse.json({ brand: view.brand, creator: view.creator, renew } satisfies ViewerJson);
  if (view.audience !== null && req.cookies.get(AUDIENCE_COOKIE)?.value !== view.audience) setAudienceCookie(res.cookies, view.audience);
  res.headers.set('Cache-Control', 'private, no-store');
  return res;
});
