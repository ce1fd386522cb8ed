import { describe, expect, it } from 'vitest';
import { brandAndCampaignSql, databaseBefore } from '../../helpers/migrations';

// Migration 0011 lets a request to join carry the creator's pitch: requests made before it have
// none, and the database itself refuses one over 500 characters.

const BRAND = '00000000-0000-4000-8000-0000000000b1';
const CAMPAIGN = '00000000-0000-4000-8000-0000000000c1';
const ASHA = '00000000-0000-4000-8000-0000000000a1';
const ASKED = '00000000-0000-4000-8000-0000000000d1';

describe('migration 0011 (request pitch)', () => {
  it('keeps earlier requests without a pitch and holds a new one to 500 characters', async () => {
    const { client, migrateRest } = await databaseBefore('0011_request_pitch');
    await client.exec(`${brandAndCampaignSql(BRAND, CAMPAIGN)}
      insert into creators (id, name, email, password_hash, phone) values ('${ASHA}', 'Asha', 'a@example.com', 'x', '+919876543210');
      insert into participation_requests (id, campaign_id, creator_id, brand_id) values ('${ASKED}', '${CAMPAIGN}', '${ASHA}', '${BRAND}');
    `);
    await migrateRest();
    expect((await client.query<{ pitch: string | null }>('select pitch from participation_requests')).rows).toEqual([{ pitch: null }]);
    await client.query(`update participation_requests set pitch = $1`, ['é'.repeat(500)]);
    await expect(client.query(`update participation_requests set pitch = $1`, ['x'.repeat(501)])).rejects.toThrow(/participation_pitch_length_check/);
    expect((await client.query<{ n: number }>('select char_length(pitch) as n from participation_requests')).rows).toEqual([{ n: 500 }]);
    await client.close();
  });
});
