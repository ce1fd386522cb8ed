import { describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS, migrationsBefore } from '../../helpers/migrations';

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
    const client = await PGlite.create({ extensions: { pg_trgm } });
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: migrationsBefore('0009_notification_collaboration') });
    await client.exec(`
      insert into brands (id, name, email, password_hash, phone, brand_name, company_type, gst_no) values
        ('${BRAND}', 'B', 'b@example.com', 'x', '+919876543200', 'Brand', 'Pvt Ltd', '27AAPFU0939F1ZV');
      insert into campaigns (id, brand_id, campaign_name, brand_name, interest, platform, min_followers, max_followers, incentives, description, campaign_image) values
        ('${CAMPAIGN}', '${BRAND}', 'C', 'Brand', 'Food', 'Instagram', 0, 100000, 'x', 'x', '/x.png');
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
    await migrate(db, { migrationsFolder: MIGRATIONS });
    const rows = (await client.query<{ type: string; collaboration_id: string | null }>('select type, collaboration_id from notifications order by type')).rows;
    expect(rows).toEqual([
      { type: 'approval', collaboration_id: JOB },
      { type: 'collaboration', collaboration_id: JOB },
      { type: 'request', collaboration_id: null },
    ]);
    await client.close();
  });
});
