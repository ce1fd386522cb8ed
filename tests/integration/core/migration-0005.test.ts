import { describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS, withMigrationsBefore } from '../../helpers/migrations';

// Migration 0005 adds the directory's derived data: one creator_audiences row per creator and
// platform, and creators.top_followers / search_text, all kept by triggers. Creators made before
// it get theirs from the backfill; later writes keep them in step.

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';

type Audience = { creator_id: string; platform: string; handle: string; followers: string | number | null };

async function derived(client: PGlite) {
  const audiences = (
    await client.query<Audience>('select creator_id, platform, handle, followers from creator_audiences order by creator_id, platform')
  ).rows.map((r) => `${r.creator_id.slice(-1)} ${r.platform} ${r.handle} ${r.followers === null ? 'null' : Number(r.followers)}`);
  const rows = (
    await client.query<{ id: string; top_followers: string | number | null; search_text: string }>(
      'select id, top_followers, search_text from creators order by id',
    )
  ).rows.map((r) => ({ id: r.id.slice(-1), top: r.top_followers === null ? null : Number(r.top_followers), text: r.search_text }));
  return { audiences, rows };
}

describe('migration 0005 (directory)', () => {
  it('backfills audiences, top followers and search text of existing creators, and triggers keep them in step', async () => {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    const db = drizzle({ client });
    await withMigrationsBefore('0005_directory_invitations', (migrationsFolder) => migrate(db, { migrationsFolder }));
    await client.exec(`
      insert into creators (id, name, email, password_hash, phone, niche, bio, city, tags, social_media_handles) values
        ('${A}', 'Asha Rao', 'a@example.com', 'x', '+919876543210', 'Food', 'Street FOOD', 'Pune', '{Food,Travel}',
          '[{"platform":"Instagram","handle":"@asha","followers":12000},{"platform":"YouTube","handle":"AshaEats","followers":90000},
            {"platform":"Instagram","handle":"@asha2","followers":30000}]'),
        ('${B}', 'Ravi', 'r@example.com', 'x', '+919876543211', '', '', '', '{}', '[{"platform":"TikTok","handle":"@ravi"}]'),
        ('${C}', 'Meera', 'm@example.com', 'x', '+919876543212', '', '', 'Kochi', '{}', '[]');
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS });
    const before = await derived(client);
    // Two Instagram handles: one row, with the larger count; a handle without figures: a null count.
    expect(before.audiences, "0005's backfill must fill creator_audiences for creators made before it").toEqual([
      'a Instagram @asha2 30000',
      'a YouTube AshaEats 90000',
      'b TikTok @ravi null',
    ]);
    expect(before.rows).toEqual([
      { id: 'a', top: 90000, text: 'asha rao street food food pune food travel @asha ashaeats @asha2' },
      { id: 'b', top: null, text: 'ravi     @ravi' },
      { id: 'c', top: null, text: 'meera   kochi ' },
    ]);

    // Later writes, whoever makes them: a changed list replaces the rows; a new creator gets theirs.
    await client.exec(`
      update creators set social_media_handles = '[{"platform":"Twitter","handle":"@asha","followers":500}]', name = 'Asha R' where id = '${A}';
      update creators set city = 'Goa' where id = '${B}';
      insert into creators (id, name, email, password_hash, phone, social_media_handles)
        values ('00000000-0000-4000-8000-00000000000d', 'Dev', 'd@example.com', 'x', '+919876543213', '[{"platform":"Facebook","handle":"dev","followers":7}]');
      delete from creators where id = '${C}';
    `);
    const after = await derived(client);
    expect(after.audiences).toEqual(['a Twitter @asha 500', 'b TikTok @ravi null', 'd Facebook dev 7']);
    expect(after.rows).toEqual([
      { id: 'a', top: 500, text: 'asha r street food food pune food travel @asha' },
      { id: 'b', top: null, text: 'ravi   goa  @ravi' },
      { id: 'd', top: 7, text: 'dev     dev' },
    ]);
    await client.close();
  });
});
