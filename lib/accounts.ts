import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/db';
import { normalEmail } from '@/lib/email';
import { brands, creators, type Brand, type Creator, type Role } from '@/models';

/** The account row of each role. */
type AccountOf<R extends Role> = { brand: Brand; creator: Creator }[R];

/** The table holding the accounts of a role. */
export function accountTable(role: Role): typeof brands | typeof creators {
  return role === 'brand' ? brands : creators;
}

/**
 * The account of this role with this e-mail, or null. Case-insensitive, as the unique index on
 * `lower(email)` that this lookup uses; pass a transaction to read inside it.
 */
export async function findAccountByEmail<R extends Role>(role: R, email: string, executor?: Executor): Promise<AccountOf<R> | null> {
  const db = executor ?? (await getDb());
  const key = normalEmail(email);
  const [row] =
    role === 'brand'
      ? await db
          .select()
          .from(brands)
          .where(eq(sql`lower(${brands.email})`, key))
          .limit(1)
      : await db
          .select()
          .from(creators)
          .where(eq(sql`lower(${creators.email})`, key))
          .limit(1);
  return (row ?? null) as AccountOf<R> | null;
}
