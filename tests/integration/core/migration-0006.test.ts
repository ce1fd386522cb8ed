import { describe, expect, it } from 'vitest';
import { brandAndCampaignSql, databaseBefore } from '../../helpers/migrations';

// Migration 0006 (reporting) gives every collaboration a tracked-link code and a promo code, made
// by the database for rows that exist and for every later insert, and turns figures already given
// when going live into the first self-reported metrics report.

const BRAND = '00000000-0000-4000-8000-0000000000b1';
const CAMPAIGN = '00000000-0000-4000-8000-0000000000c1';
const ASHA = '00000000-0000-4000-8000-0000000000a1';
const RAVI = '00000000-0000-4000-8000-0000000000a2';
const MEERA = '00000000-0000-4000-8000-0000000000a3';

describe('migration 0006 (tracking)', () => {
  it('backfills link and promo codes and the first metrics report; later inserts get codes too', async () => {
    const { client, migrateRest } = await databaseBefore('0006_tracking');
    await client.exec(`${brandAndCampaignSql(BRAND, CAMPAIGN)}
      insert into creators (id, name, email, password_hash, phone) values
        ('${ASHA}', 'Asha Rao', 'a@example.com', 'x', '+919876543210'),
        ('${RAVI}', '—', 'r@example.com', 'x', '+919876543211'),
        ('${MEERA}', 'Meera', 'm@example.com', 'x', '+919876543212');
      insert into participation_requests (campaign_id, creator_id, brand_id, status, stage, metrics) values
        ('${CAMPAIGN}', '${ASHA}', '${BRAND}', 'approved', 'live', '{"views":1200,"likes":80,"comments":null,"reportedAt":"2026-11-01T10:00:00.000Z"}'),
        ('${CAMPAIGN}', '${RAVI}', '${BRAND}', 'pending', 'requested', null);
    `);
    await migrateRest();

    const rows = async () =>
      (
        await client.query<{ creator_id: string; link_code: string; promo_code: string }>(
          'select creator_id, link_code, promo_code from participation_requests order by creator_id',
        )
      ).rows;
    const before = await rows();
    expect(before).toHaveLength(2);
    for (const r of before) expect(r.link_code).toMatch(/^[A-Za-z0-9xyz]{10}$/);
    expect(before[0]!.link_code).not.toBe(before[1]!.link_code);
    expect(before[0]!.promo_code).toMatch(/^ASHA-[A-HJ-NP-Z2-9]{6}$/);
    // A name with no letters or digits still gets a code.
    expect(before[1]!.promo_code).toMatch(/^CM-[A-HJ-NP-Z2-9]{6}$/);

    const reports = (await client.query<{ views: number; likes: number; comments: number | null; reported_at: Date }>('select * from post_metric_reports'))
      .rows;
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ views: 1200, likes: 80, comments: null });
    expect(new Date(reports[0]!.reported_at).toISOString()).toBe('2026-11-01T10:00:00.000Z');

    // A collaboration made after the migration, by any writer, gets both codes.
    await client.exec(`insert into participation_requests (campaign_id, creator_id, brand_id) values ('${CAMPAIGN}', '${MEERA}', '${BRAND}')`);
    const after = (await rows()).find((r) => r.creator_id === MEERA)!;
    expect(after.link_code).toMatch(/^[A-Za-z0-9xyz]{10}$/);
    expect(after.promo_code).toMatch(/^MEERA-[A-HJ-NP-Z2-9]{6}$/);
    await client.close();
  });
});
