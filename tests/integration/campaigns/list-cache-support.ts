import { afterAll, beforeAll } from 'vitest';
import { resetEnvForTests } from '@/lib/env';

/** A campaign as the services take it, named for the test. */
export const campaignFields = (campaignName: string) => ({
  campaignName,
  brandName: 'Acme',
  interest: 'Technology' as const,
  platform: 'Instagram' as const,
  minFollowers: 1000,
  maxFollowers: 20000,
  incentives: '₹1',
  description: 'New',
});

/** Turns the list cache on for the file's tests (the suite runs with it off: tests insert rows directly). */
export function withListCache() {
  beforeAll(() => {
    process.env.CAMPAIGN_LIST_CACHE_TTL_MS = '60000';
    resetEnvForTests();
  });
  afterAll(() => {
    process.env.CAMPAIGN_LIST_CACHE_TTL_MS = '0';
    resetEnvForTests();
  });
}
