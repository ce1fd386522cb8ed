import 'server-only';
import { and, eq, max } from 'drizzle-orm';
import { env } from '@/lib/env';
import { getDb } from '@/lib/db';
import { campaigns, collaborationEvents, creators, participationRequests, type CollaborationStatus } from '@/models';

// Code -> link, read by every click. Kept in process for a few seconds (bounded), so the redirect
// does not hit the database on each click; a change of stage or destination shows within the TTL.

/** How long a completed collaboration's link keeps counting: the attribution window. */
const COUNTING_DAYS_AFTER_COMPLETION = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

type TrackedLink = {
  collaborationId: string;
  campaignId: string;
  stage: CollaborationStatus;
  destinationUrl: string;
  campaignSlug: string;
  creatorSlug: string;
  /** When a completed collaboration was completed (null otherwise). */
  completedAt: Date | null;
  /** The destination with our utm_ parameters, split where `cm_click` goes. */
  target: { beforeHash: string; hash: string };
};

/** Lower-case words joined by dashes, letters and digits only (accents dropped); `fallback` when nothing is left. */
function slugify(text: string, fallback: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || fallback;
}

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'cm_click'];

function paramName(part: string): string {
  const raw = part.split('=', 1)[0].replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The destination with utm_source, utm_medium, utm_campaign and utm_content added. Its own query
 * and fragment are kept as they were written; parameters of the same names as ours are replaced.
 */
function withUtm(destination: string, campaignSlug: string, creatorSlug: string): { beforeHash: string; hash: string } {
  const url = new URL(destination);
  const own = url.search
    .slice(1)
    .split('&')
    .filter((p) => p && !UTM_KEYS.includes(paramName(p)));
  const ours = [
    `utm_source=collabmarket`,
    `utm_medium=influencer`,
    `utm_campaign=${encodeURIComponent(campaignSlug)}`,
    `utm_content=${encodeURIComponent(creatorSlug)}`,
  ];
  const hash = url.hash;
  url.hash = '';
  url.search = '';
  return { beforeHash: `${url.toString()}?${[...own, ...ours].join('&')}`, hash };
}

/** Where a click goes: the destination with our parameters and the click's id. */
export function redirectTarget(link: TrackedLink, clickId: string): string {
  return `${link.target.beforeHash}&cm_click=${clickId}${link.target.hash}`;
}

/**
 * Whether a click on this link counts in the figures now. Requested and declined collaborations
 * have no link (looked up as none). A cancelled one still redirects but never counts. A completed
 * one keeps counting for 30 days after completion (the attribution window: a buyer who clicked
 * the creator's post before it closed can still arrive within it), then counts no more. Every
 * other (open) stage counts.
 */
export function isCounting(link: Pick<TrackedLink, 'stage' | 'completedAt'>, now: number): boolean {
  if (link.stage === 'cancelled') return false;
  if (link.stage === 'completed') return link.completedAt !== null && now < link.completedAt.getTime() + COUNTING_DAYS_AFTER_COMPLETION * DAY_MS;
  return true;
}

const CODE = /^[A-Za-z0-9]{4,32}$/;
const CACHE_TTL_MS = 5_000;
const CACHE_MAX = 10_000;

type Entry = { link: TrackedLink | null; expires: number };
type Cache = { map: Map<string, Entry> };
// On globalThis: Next may load this module more than once in a process.
const cache: Cache = ((globalThis as { __collabmarketLinkCache?: Cache }).__collabmarketLinkCache ??= { map: new Map() });

async function readLink(code: string): Promise<TrackedLink | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      collaborationId: participationRequests.id,
      campaignId: participationRequests.campaignId,
      stage: participationRequests.stage,
      destinationUrl: campaigns.destinationUrl,
      campaignName: campaigns.campaignName,
      creatorName: creators.name,
    })
    .from(participationRequests)
    .innerJoin(campaigns, eq(campaigns.id, participationRequests.campaignId))
    .innerJoin(creators, eq(creators.id, participationRequests.creatorId))
    .where(eq(participationRequests.linkCode, code))
    .limit(1);
  if (!row || !row.destinationUrl || row.stage === 'requested' || row.stage === 'declined') return null;
  let completedAt: Date | null = null;
  if (row.stage === 'completed') {
    const [done] = await db
      .select({ at: max(collaborationEvents.createdAt) })
      .from(collaborationEvents)
      .where(and(eq(collaborationEvents.collaborationId, row.collaborationId), eq(collaborationEvents.kind, 'completed')));
    // A completed row without its event (written outside the machine) counts from now on no more.
    completedAt = done?.at ?? null;
  }
  const campaignSlug = slugify(row.campaignName, 'campaign');
  const creatorSlug = slugify(row.creatorName, 'creator');
  let target: TrackedLink['target'];
  try {
    target = withUtm(row.destinationUrl, campaignSlug, creatorSlug);
  } catch {
    return null;
  }
  return { ...row, destinationUrl: row.destinationUrl, campaignSlug, creatorSlug, completedAt, target };
}

/** The link of `code`, or null when there is none that redirects (unknown, requested, declined, or its campaign has no destination). */
export async function findLink(code: string, now = Date.now()): Promise<TrackedLink | null> {
  if (!CODE.test(code)) return null;
  const hit = cache.map.get(code);
  if (hit && hit.expires > now) return hit.link;
  let link: TrackedLink | null;
  try {
    link = await readLink(code);
  } catch (err) {
    // The database is not answering: a link we knew keeps redirecting (its clicks wait in the
    // buffer until the database is back); asked again in a second.
    if (!hit) throw err;
    hit.expires = now + 1_000;
    return hit.link;
  }
  if (cache.map.size >= CACHE_MAX) {
    // Oldest first (a Map iterates in insertion order): drop a tenth.
    let drop = CACHE_MAX / 10;
    for (const key of cache.map.keys()) {
      cache.map.delete(key);
      if (--drop <= 0) break;
    }
  }
  cache.map.delete(code);
  cache.map.set(code, { link, expires: now + CACHE_TTL_MS });
  return link;
}

/** Tests: forget every cached link. */
export function clearLinkCache(): void {
  cache.map.clear();
}

/** Whether a collaboration shows its tracked link and promo code: once approved (not while requested, never when declined). */
export const showsTracking = (stage: CollaborationStatus) => stage !== 'requested' && stage !== 'declined';

/** The public address of a tracked link. */
export function trackingUrl(linkCode: string): string {
  return `${env().APP_URL.replace(/\/+$/, '')}/r/${linkCode}`;
}
