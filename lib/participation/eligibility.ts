// Who may ask to join a campaign, as a pure rule (no zod, no database): the service enforces it
// and the campaign cards and page show it to a signed-in creator.

type Audience = { platform: string; followers?: number | null };
export type Range = { platform: string; minFollowers: number; maxFollowers: number };

/**
 * `ok` with `stated`: a handle on the campaign's platform states followers inside the range.
 * `ok` without: no handle on that platform states followers (the spec's client sends handles
 * without them), so the creator may ask and the brand sees "audience not stated".
 * Not `ok`: stated figures fall outside the range (refused with `reason`).
 */
type Eligibility = { ok: true; stated: true } | { ok: true; stated: false; note: string } | { ok: false; reason: string };

/** What the brand reads on a request or invitation whose creator stated no figures on the campaign's platform. */
export const AUDIENCE_NOT_STATED = 'audience not stated';

/** The handles that state followers, as the list filters take them ("campaigns I qualify for"). */
export type StatedAudience = { platform: string; followers: number }[];

export function statedAudience(handles: readonly Audience[]): StatedAudience {
  return handles.filter((h) => typeof h.followers === 'number').map((h) => ({ platform: h.platform, followers: h.followers as number }));
}

const n = (v: number) => v.toLocaleString('en-US');

/** "This campaign is for Instagram creators with 10,000-40,000 followers": how every verdict opens. */
export function wantedAudience(campaign: Range): string {
  return `This campaign is for ${campaign.platform} creators with ${n(campaign.minFollowers)}-${n(campaign.maxFollowers)} followers`;
}

/**
 * The creator qualifies when a handle on the campaign's platform states followers within the
 * range, and may still ask when none on that platform states any; stated figures outside it refuse.
 */
export function eligibility(campaign: Range, handles: readonly Audience[]): Eligibility {
  const wanted = wantedAudience(campaign);
  const stated = followersFor(campaign, handles);
  if (stated === null)
    return {
      ok: true,
      stated: false,
      note: `${wanted}; you have not stated your ${campaign.platform} followers, so the brand will see "${AUDIENCE_NOT_STATED}".`,
    };
  if (stated >= campaign.minFollowers && stated <= campaign.maxFollowers) return { ok: true, stated: true };
  // Several handles on one platform: followersFor quotes the one closest to the range.
  return { ok: false, reason: `${wanted}; your ${campaign.platform} shows ${n(stated)}.` };
}

/**
 * The followers a creator states on a campaign's platform as the brand should read them: the
 * figure inside the range when one is, else the one closest to it; null when none is stated.
 */
export function followersFor(campaign: Range, handles: readonly Audience[]): number | null {
  const counts = handles.filter((h) => h.platform === campaign.platform && typeof h.followers === 'number').map((h) => h.followers as number);
  if (counts.length === 0) return null;
  return (
    counts.find((c) => c >= campaign.minFollowers && c <= campaign.maxFollowers) ??
    counts.reduce((best, c) => (distance(c, campaign) < distance(best, campaign) ? c : best))
  );
}

function distance(c: number, r: Range) {
  return c < r.minFollowers ? r.minFollowers - c : c - r.maxFollowers;
}

const AUDIENCE_VALUE = /^(-|[A-Za-z]{1,20}:\d{1,12}(,[A-Za-z]{1,20}:\d{1,12}){0,19})$/;

/**
 * A stated audience as one short text ("Instagram:12000,YouTube:5000", "-" for none), in one
 * order: the key of the cached "Campaigns I qualify for" list (see proxy.ts and the cm_audience cookie).
 */
export function audienceKey(audience: StatedAudience): string {
  const parts = audience.map((a) => `${a.platform}:${Math.trunc(a.followers)}`).sort();
  return parts.length ? [...new Set(parts)].join(',') : '-';
}

/** `audienceKey`'s text back into an audience; anything else (a tampered cookie) is undefined. */
export function parseAudienceKey(key: string | undefined): StatedAudience | undefined {
  if (!key || key.length > 600 || !AUDIENCE_VALUE.test(key)) return undefined;
  if (key === '-') return [];
  return key.split(',').map((part) => {
    const [platform, followers] = part.split(':');
    return { platform, followers: Number(followers) };
  });
}
