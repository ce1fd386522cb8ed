import 'server-only';
import { cache } from 'react';
import { getCreatorById } from '@/lib/creators/service';
import { toPublicCreatorJson, type PublicCreatorJson } from '@/lib/creators/serialize';
import { isUuid } from '@/lib/uuid';

/**
 * A creator's public profile as anyone may see it (never the phone or the e-mail), or null for an
 * unknown or malformed id. Read without cookies, so the page is one cached copy for everyone;
 * cached per request so generateMetadata and the page read the database once.
 */
export const loadPublicCreator = cache(async (id: string): Promise<PublicCreatorJson | null> => {
  if (!isUuid(id)) return null;
  const row = await getCreatorById(id);
  // A suspended creator has no public page (lib/moderation): the page is a 404 until reinstated.
  return row && !row.suspendedAt ? toPublicCreatorJson(row, { showPhone: false }) : null;
});
