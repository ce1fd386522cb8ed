import crypto from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { creators, shortlistMembers, shortlists } from '@/models';

/** Every shortlist row of a brand, by name. */
export async function listsOf(brandId: string) {
  const db = await getDb();
  return db.select().from(shortlists).where(eq(shortlists.brandId, brandId)).orderBy(asc(shortlists.name));
}

/** The creator ids on a list. */
export async function membersOf(shortlistId: string): Promise<string[]> {
  const db = await getDb();
  const rows = await db.select({ id: shortlistMembers.creatorId }).from(shortlistMembers).where(eq(shortlistMembers.shortlistId, shortlistId));
  return rows.map((r) => r.id).sort();
}

/** A list of this brand, written straight to the table (with these creators on it). */
export async function listWith(brandId: string, name = `List ${crypto.randomBytes(3).toString('hex')}`, creatorIds: string[] = []) {
  const db = await getDb();
  const [list] = await db.insert(shortlists).values({ brandId, name }).returning();
  if (creatorIds.length) await db.insert(shortlistMembers).values(creatorIds.map((creatorId) => ({ shortlistId: list.id, creatorId })));
  return list;
}

/** Many creators at once, without sessions (for the limits). */
export async function manyCreators(n: number): Promise<string[]> {
  const db = await getDb();
  const rows = Array.from({ length: n }, (_, i) => ({
    name: `Bulk ${i}`,
    email: `bulk-${crypto.randomBytes(5).toString('hex')}@example.com`,
    passwordHash: 'x',
    phone: '+919876543210',
  }));
  const out: string[] = [];
  for (let i = 0; i < rows.length; i += 100) {
    const chunk = await db
      .insert(creators)
      .values(rows.slice(i, i + 100))
      .returning({ id: creators.id });
    out.push(...chunk.map((c) => c.id));
  }
  return out;
}

export const UNKNOWN_ID = '5f0c7d4e-3b2a-4c1d-9e8f-7a6b5c4d3e2f';
