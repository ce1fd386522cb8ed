import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A seeded row's id, as scripts/seed.mts makes it from its key. */
export function seededId(key: string): string {
  const h = crypto.createHash('sha1').update(`collabmarket-demo:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export type Role = 'brand' | 'creator';
/** `mask`: selectors of parts that change with the code, not the page (covered in the screenshot). */
export type Screen = { name: string; path: string; as?: Role; mask?: string[] };

/** The demo creator's job with the demo brand, mid-way (a version sent back, messages). */
export const DEMO_JOB = seededId('req-c2-creator-demo');
/** A job of the demo brand whose post is live: its Tracking panel and chart. */
export const LIVE_JOB = seededId('req-c2-creator-7');

/** Every page the visual tests look at, signed out or as the demo brand or creator (scripts/seed.mts). */
export const SCREENS: Screen[] = [
  { name: 'home', path: '/' },
  { name: 'collaborate', path: '/collaborate' },
  { name: 'campaign', path: `/campaigns/${seededId('c1')}` },
  { name: 'creator-public', path: `/creators/${seededId('creator-demo')}` },
  { name: 'login', path: '/login' },
  { name: 'brand-login', path: '/brand/login' },
  { name: 'brand-signup', path: '/brand/signup' },
  { name: 'creator-login', path: '/creator/login' },
  { name: 'creator-signup', path: '/creator/signup' },
  // The count of operations changes with every new route.
  { name: 'api-docs', path: '/docs/api', mask: ['p:has(> a[href="/api/openapi.json"])'] },

  { name: 'brand-overview', path: '/brand/dashboard', as: 'brand' },
  { name: 'brand-campaigns', path: '/brand/dashboard/campaign-setting', as: 'brand' },
  { name: 'brand-campaign-new', path: '/brand/dashboard/campaign-setting/new', as: 'brand' },
  { name: 'brand-requests', path: '/brand/dashboard/notifications', as: 'brand' },
  { name: 'brand-collaborations', path: '/brand/dashboard/collaborations', as: 'brand' },
  { name: 'brand-collaboration', path: `/brand/dashboard/collaborations/${DEMO_JOB}`, as: 'brand' },
  { name: 'brand-collaboration-live', path: `/brand/dashboard/collaborations/${LIVE_JOB}`, as: 'brand' },
  { name: 'brand-creators', path: '/brand/dashboard/creators', as: 'brand' },
  { name: 'brand-reports', path: '/brand/dashboard/reports', as: 'brand' },
  { name: 'brand-profile', path: '/brand/dashboard/brand-profile', as: 'brand' },

  { name: 'creator-overview', path: '/creator/dashboard', as: 'creator' },
  { name: 'creator-discover', path: '/collaborate', as: 'creator' },
  { name: 'creator-invitations', path: '/creator/dashboard/invitations', as: 'creator' },
  { name: 'creator-collaborations', path: '/creator/dashboard/collaborations', as: 'creator' },
  { name: 'creator-collaboration', path: `/creator/dashboard/collaborations/${DEMO_JOB}`, as: 'creator' },
  { name: 'creator-notifications', path: '/creator/dashboard/notifications', as: 'creator' },
  // The server's clock moves a second for every 1,000 s of the run: the time it loaded can read 12:00:01.
  { name: 'creator-profile', path: '/creator/dashboard/creator-profile', as: 'creator', mask: ['*:has-text("Last loaded") > time'] },
];

/** Where the setup keeps each role's signed-in storage state for the run. */
export function storageStatePath(role: Role): string {
  const dir = path.join(process.env.E2E_VISUAL_DATA_DIR!, 'auth');
  fs.mkdirSync(dir, { recursive: true });
  return path.join(dir, `${role}.json`);
}
