// Who may ask to join a campaign, as a pure rule (no zod, no database): the service enforces it
// and the campaign cards and page show it to a signed-in creator.

type Audience = { platform: string; followers?: number | null };
type Range = { platform: string; minFollowers: number; maxFollowers: number };

type Eligibility = { ok: true } | { ok: false; reason: string };

/** The handles that state followers, as the list filters take them ("campaigns I qualify for"). */
export type StatedAudience = { platform: string; followers: number }[];

export function statedAudience(handles: readonly Audience[]): StatedAudience {
  return handles.filter((h) => typeof h.followers === 'number').map((h) => ({ platform: h.platform, followers: h.followers as number }));
}

const n = (v: number) => v.toLocaleString('en-US');

/** The creator qualifies when a handle on the campaign's platform states followers within the range. */
export function eligibility(campaign: Range, handles: readonly Audience[]): Eligibility {
  const wanted = `This campaign is for ${campaign.platform} creators with ${n(campaign.minFollowers)}-${n(campaign.maxFollowers)} followers`;
  const counts = handles.filter((h) => h.platform === campaign.platform && typeof h.followers === 'number').map((h) => h.followers as number);
  if (counts.length === 0) return { ok: false, reason: `${wanted}; you have no ${campaign.platform} handle with followers on your profile.` };
  if (counts.some((c) => c >= campaign.minFollowers && c <= campaign.maxFollowers)) return { ok: true };
  // Several handles on one platform: quote the one closest to the range.
  const nearest = counts.reduce((best, c) => (distance(c, campaign) < distance(best, campaign) ? c : best));
  return { ok: false, reason: `${wanted}; your ${campaign.platform} shows ${n(nearest)}.` };
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
