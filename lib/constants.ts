// Business constants of spec §9, shared by forms, schemas and seed data.
export { CAMPAIGN_PLATFORMS, INTERESTS } from './list-values.mjs';
/** What a line of a campaign's brief asks for (models/campaigns.ts stores it; the form offers it). */
export { DELIVERABLE_KINDS } from '@/models/deliverables';
export const SOCIAL_PLATFORMS = ['Instagram', 'YouTube', 'TikTok', 'Twitter', 'Facebook'] as const;
export const PROFILE_TAGS = ['Tech', 'Marketing', 'Lifestyle', 'Travel', 'Food'] as const;
export const COMPANY_TYPES = ['Public', 'Private', 'LLP', 'Sole Proprietorship'] as const;
export const MIN_FOLLOWER_OPTIONS = Array.from({ length: 10 }, (_, i) => (i + 1) * 1000);
export const MAX_FOLLOWER_OPTIONS = Array.from({ length: 10 }, (_, i) => (i + 1) * 20000);
export const PASSWORD_MIN = 6;
export const COUNTRY_CODE = '+91';
/** A campaign posted within this many days carries the NEW badge. */
export const NEW_BADGE_DAYS = 7;
