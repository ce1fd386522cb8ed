import { describe, expect, it } from 'vitest';
import { brandAndCampaignSql, databaseBefore } from '../../helpers/migrations';

// Migration 0014 keeps each live post with the deliverable it is for: the links shared before it
// are carried over in their order, each naming no deliverable.

const BRAND = '00000000-0000-4000-8000-0000000000b1';
const CAMPAIGN = '00000000-0000-4000-8000-0000000000c1';
const ASHA = '00000000-0000-4000-8000-0000000000a1';
const RAVI = '00000000-0000-4000-8000-0000000000a2';
const LIVE = '00000000-0000-4000-8000-0000000000d1';
const ASKED = '00000000-0000-4000-8000-0000000000d2';

describe('migration 0014 (post links)', () => {
  it('carries the live posts shared before it over, in order and unnamed; a job not live has none', async () => {
    const { client, migrateRest } = await databaseBefore('0014_post_links');
    await client.exec(`${brandAndCampaignSql(BRAND, CAMPAIGN)}
      insert into creators (id, name, email, password_hash, phone) values
        ('${ASHA}', 'Asha', 'a@example.com', 'x', '+919876543210'),
        ('${RAVI}', 'Ravi', 'r@example.com', 'x', '+919876543211');
      insert into participation_requests (id, campaign_id, creator_id, brand_id, status, stage, post_urls) values
        ('${LIVE}', '${CAMPAIGN}', '${ASHA}', '${BRAND}', 'approved', 'live', '["https://instagram.com/reel/2", "https://instagram.com/stories/1"]'),
        ('${ASKED}', '${CAMPAIGN}', '${RAVI}', '${BRAND}', 'pending', 'requested', '[]');
    `);
    await migrateRest();
    const rows = (await client.query<{ id: string; post_links: unknown }>('select id, post_links from participation_requests order by id')).rows;
    expect(rows).toEqual([
      {
        id: LIVE,
        post_links: [
          { url: 'https://instagram.com/reel/2', deliverable: null },
          { url: 'https://instagram.com/stories/1', deliverable: null },
        ],
      },
      { id: ASKED, post_links: [] },
    ]);
    await client.close();
  });
});
