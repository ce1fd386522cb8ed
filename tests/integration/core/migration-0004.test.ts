import { describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS, withMigrationsBefore } from '../../helpers/migrations';

// Migration 0004 turns every participation request into a collaboration: the brand is copied
// from its campaign, the stage follows the decision, and the timeline gets the request and the
// decision. Checked on a database that holds requests made before it.

describe('migration 0004 (collaborations)', () => {
  it('backfills brand, stage, activity time and the timeline of existing requests', async () => {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    const db = drizzle({ client });
    await withMigrationsBefore('0004_collaborations', (migrationsFolder) => migrate(db, { migrationsFolder }));
    await client.exec(`
      insert into brands (id, name, email, password_hash, phone, brand_name, company_type, gst_no)
        values ('00000000-0000-4000-8000-000000000001', 'Owner', 'o@example.com', 'x', '+919812345678', 'Acme', 'Private', '27AAPFU0939F1ZV');
      insert into creators (id, name, email, password_hash, phone)
        values ('00000000-0000-4000-8000-000000000002', 'Ravi', 'r@example.com', 'x', '+919876543210'),
               ('00000000-0000-4000-8000-000000000003', 'Asha', 'a@example.com', 'x', '+919876543211'),
               ('00000000-0000-4000-8000-000000000004', 'Meera', 'm@example.com', 'x', '+919876543212');
      insert into campaigns (id, brand_id, campaign_name, brand_name, interest, platform, min_followers, max_followers, incentives, description, campaign_image)
        values ('00000000-0000-4000-8000-000000000010', '00000000-0000-4000-8000-000000000001', 'Old one', 'Acme', 'Health', 'Instagram', 1000, 20000, 'x', 'y', 'uploads/a.png');
      insert into participation_requests (id, campaign_id, creator_id, status, created_at, decided_at) values
        ('00000000-0000-4000-8000-000000000020', '00000000-0000-4000-8000-000000000010', '00000000-0000-4000-8000-000000000002', 'pending', '2026-01-01T10:00:00Z', null),
        ('00000000-0000-4000-8000-000000000021', '00000000-0000-4000-8000-000000000010', '00000000-0000-4000-8000-000000000003', 'approved', '2026-01-02T10:00:00Z', '2026-01-03T10:00:00Z'),
        ('00000000-0000-4000-8000-000000000022', '00000000-0000-4000-8000-000000000010', '00000000-0000-4000-8000-000000000004', 'declined', '2026-01-04T10:00:00Z', '2026-01-05T10:00:00Z');
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS });
    const rows = (
      await client.query<{ id: string; brand_id: string; stage: string; updated_at: Date }>(
        'select id, brand_id, stage, updated_at from participation_requests order by id',
      )
    ).rows;
    expect(rows.map((r) => [r.brand_id, r.stage, r.updated_at.toISOString()])).toEqual([
      ['00000000-0000-4000-8000-000000000001', 'requested', '2026-01-01T10:00:00.000Z'],
      ['00000000-0000-4000-8000-000000000001', 'active', '2026-01-03T10:00:00.000Z'],
      ['00000000-0000-4000-8000-000000000001', 'declined', '2026-01-05T10:00:00.000Z'],
    ]);
    const events = (
      await client.query<{ collaboration_id: string; actor_role: string; kind: string }>(
        'select collaboration_id, actor_role, kind from collaboration_events order by collaboration_id, created_at',
      )
    ).rows.map((e) => `${e.collaboration_id.slice(-2)} ${e.actor_role} ${e.kind}`);
    expect(events).toEqual(['20 creator requested', '21 creator requested', '21 brand approved', '22 creator requested', '22 brand declined']);
    await client.close();
  });
});
