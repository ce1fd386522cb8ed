import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The committed migrations folder. */
export const MIGRATIONS = path.join(ROOT, 'drizzle');

/**
 * Runs `run` with a copy of the migrations folder that stops before `tag` (to build a database as it
 * was before that migration), and removes the copy when it is done, pass or fail.
 */
export async function withMigrationsBefore<T>(tag: string, run: (folder: string) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-migrations-'));
  try {
    copyMigrationsBefore(tag, dir);
    return await run(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function copyMigrationsBefore(tag: string, dir: string) {
  fs.mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((e) => e.tag === tag);
  const entries = journal.entries.slice(0, cut);
  for (const e of entries) fs.copyFileSync(path.join(MIGRATIONS, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
}

/** A fresh PGlite database migrated up to (not including) `tag`, and how to run the rest. */
export async function databaseBefore(tag: string) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create({ extensions: { pg_trgm } });
  const db = drizzle({ client });
  await withMigrationsBefore(tag, (migrationsFolder) => migrate(db, { migrationsFolder }));
  return { client, migrateRest: () => migrate(db, { migrationsFolder: MIGRATIONS }) };
}

/** One brand and one campaign of it, as rows written before a migration. */
export const brandAndCampaignSql = (brandId: string, campaignId: string) => `
  insert into brands (id, name, email, password_hash, phone, brand_name, company_type, gst_no) values
    ('${brandId}', 'B', 'b@example.com', 'x', '+919876543200', 'Brand', 'Pvt Ltd', '27AAPFU0939F1ZV');
  insert into campaigns (id, brand_id, campaign_name, brand_name, interest, platform, min_followers, max_followers, incentives, description, campaign_image) values
    ('${campaignId}', '${brandId}', 'C', 'Brand', 'Food', 'Instagram', 0, 100000, 'x', 'x', '/x.png');`;
