import { describe, expect, it } from 'vitest';
import { brandAndCampaignSql, databaseBefore } from '../../helpers/migrations';

// Migration 0009 lets a notification lead to its collaboration, and fills that in for the
// notifications of collaboration steps written before it (one request per creator and campaign).

const BRAND = '00000000-0000-4000-8000-0000000000b1';
const CAMPAIGN = '00000000-0000-4000-8000-0000000000c1';
const ASHA = '00000000-0000-4000-8000-0000000000a1';
const RAVI = '00000000-0000-4000-8000-0000000000a2';
const JOB = '00000000-0000-4000-8000-0000000000d1';
const ASKED = '00000000-0000-4000-8000-0000000000d2';

describe('migration 0009 (notification collaboration)', () => {
  it("links earlier step notifications of either side to their collaboration, not a brand's request alert", async () => {
    const { client, migrateRest } = await databaseBefore('0009_notification_collaboration');
    await client.exec(`${brandAndCampaignSql(BRAND, CAMPAIGN)}
      insert into creators (id, name, email, password_hash, phone) values
        ('${ASHA}', 'Asha', 'a@example.com', 'x', '+919876543210'),
        ('${RAVI}', 'Ravi', 'r@example.com', 'x', '+919876543211');
      insert into participation_requests (id, campaign_id, creator_id, brand_id, status, stage) values
        ('${JOB}', '${CAMPAIGN}', '${ASHA}', '${BRAND}', 'approved', 'live'),
        ('${ASKED}', '${CAMPAIGN}', '${RAVI}', '${BRAND}', 'pending', 'requested');
      insert into notifications (recipient_role, recipient_id, type, message, campaign_id, actor_id) values
        ('creator', '${ASHA}', 'approval', 'approved', '${CAMPAIGN}', '${BRAND}'),
        ('brand', '${BRAND}', 'collaboration', 'Asha shared the live post', '${CAMPAIGN}', '${ASHA}'),
        ('brand', '${BRAND}', 'request', 'Ravi asked to join', '${CAMPAIGN}', '${RAVI}');
    `);
    await migrateRest();
    const rows = (await client.query<{ type: string; collaboration_id: string | null }>('select type, collaboration_id from notifications order by type')).rows;
    expect(rows).toEqual([
      { type: 'approval', collaboration_id: JOB },
      { type: 'collaboration', collaboration_id: JOB },
      { type: 'request', collaboration_id: null },
    ]);
    await client.close();
  });
});
