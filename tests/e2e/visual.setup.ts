import { expect, test as setup } from '@playwright/test';
import { demo } from './support';
import { DEMO_JOB, LIVE_JOB, storageStatePath, type Role } from './visual-pages';

// Before the visual tests: each demo account signs in once (tests/e2e/visual.spec.ts reuses the
// storage state), and opens the threads it will be shown, so no screenshot depends on whether
// another one's visit marked the messages seen first.
for (const role of ['brand', 'creator'] as Role[]) {
  setup(`the demo ${role} signs in and has read the threads the screenshots show`, async ({ request }) => {
    const res = await request.post(`/api/${role}/login`, { data: demo[role] });
    expect(res.ok(), await res.text()).toBe(true);
    for (const job of role === 'brand' ? [DEMO_JOB, LIVE_JOB] : [DEMO_JOB]) {
      const seen = await request.post(`/api/collaborations/${job}/messages/read`);
      expect(seen.ok(), await seen.text()).toBe(true);
    }
    await request.storageState({ path: storageStatePath(role) });
  });
}
