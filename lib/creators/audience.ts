// Pure helpers for a creator's self-reported audience (no zod, no server code): the profile pages,
// the public creator page and the dashboard use them.
import { INTERESTS } from '@/lib/constants';

type Handle = { platform: string; handle: string; followers?: number };

const PROFILE_BASE: Record<string, (h: string) => string> = {
  Instagram: (h) => `https://www.instagram.com/${h}`,
  YouTube: (h) => `https://www.youtube.com/@${h}`,
  TikTok: (h) => `https://www.tiktok.com/@${h}`,
  Twitter: (h) => `https://x.com/${h}`,
  Facebook: (h) => `https://www.facebook.com/${h}`,
};

/** The handle's profile on its platform (a leading @ stripped), or null for a platform we cannot link. */
export function platformUrl(platform: string, handle: string): string | null {
  const build = PROFILE_BASE[platform];
  const bare = handle.trim().replace(/^@+/, '');
  if (!build || !bare) return null;
  return build(encodeURIComponent(bare));
}

type ProfileParts = { profilePicture: string | null; bio: string; city: string; niche: string; socialMediaHandles: readonly Handle[] };

/** What a complete profile has, in the order the creator is told about what is missing. */
const PARTS: { label: string; done: (p: ProfileParts) => boolean }[] = [
  { label: 'a profile photo', done: (p) => Boolean(p.profilePicture) },
  { label: 'a bio', done: (p) => p.bio.trim() !== '' },
  { label: 'your city', done: (p) => p.city.trim() !== '' },
  { label: 'your niche', done: (p) => p.niche.trim() !== '' },
  { label: 'a social media handle with its followers', done: (p) => p.socialMediaHandles.some((h) => typeof h.followers === 'number') },
];

export function profileCompleteness(p: ProfileParts): { percent: number; missing: string[] } {
  const missing = PARTS.filter((part) => !part.done(p)).map((part) => part.label);
  return { percent: Math.round(((PARTS.length - missing.length) / PARTS.length) * 100), missing };
}

// Words in a creator's niche or tags that point at one of the interests (lib/list-values.mjs).
const INTEREST_WORDS: Record<(typeof INTERESTS)[number], string[]> = {
  // Where two interests overlap (fitness and health, beauty and fashion, gaming and tech) a word
  // counts for both, so creators keep seeing the campaigns they saw when the list was shorter.
  Technology: ['tech', 'gadget', 'gaming', 'game', 'software', 'coding', 'developer', 'electronics', 'computer', 'phone', 'ai'],
  Fashion: ['fashion', 'style', 'beauty', 'makeup', 'outfit', 'clothing', 'apparel', 'skincare'],
  Health: ['health', 'fitness', 'fit', 'gym', 'yoga', 'wellness', 'nutrition', 'workout', 'diet'],
  Travel: ['travel', 'trip', 'tour', 'backpack', 'adventure', 'destination', 'wanderlust'],
  Food: ['food', 'cook', 'recipe', 'chef', 'baking', 'foodie', 'restaurant', 'cuisine'],
  Beauty: ['beauty', 'makeup', 'skincare', 'cosmetic', 'grooming'],
  Fitness: ['fitness', 'fit', 'gym', 'yoga', 'workout', 'running', 'sport', 'athlete'],
  Gaming: ['gaming', 'game', 'gamer', 'esports'],
  Finance: ['finance', 'money', 'invest', 'saving', 'budget', 'crypto'],
  Parenting: ['parent', 'mother', 'dad', 'baby', 'kids', 'family'],
  Education: ['education', 'learn', 'study', 'teach', 'tutor', 'exam'],
  Entertainment: ['entertainment', 'comedy', 'music', 'dance', 'film', 'movie', 'meme', 'acting'],
  Lifestyle: ['lifestyle', 'daily', 'minimalism'],
  Home: ['home', 'decor', 'interior', 'garden', 'diy'],
  Automotive: ['automotive', 'cars', 'bike', 'motor', 'vehicle', 'ev'],
};

/**
 * The campaign interests a creator's niche and tags speak of ("Tech reviews" → Technology,
 * "Fitness" → Health), for "Recommended for you". Each word of the niche and tags is compared by
 * its start, so "gadgets" and "fitness" count; none found means no preference.
 */
export function interestsFor(niche: string, tags: readonly string[]): (typeof INTERESTS)[number][] {
  const words = [niche, ...tags]
    .join(' ')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return INTERESTS.filter((interest) => INTEREST_WORDS[interest].some((w) => words.some((word) => word === w || (w.length >= 3 && word.startsWith(w)))));
}
