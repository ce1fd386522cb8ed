import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db';
import { findAccountByEmail } from '@/lib/accounts';
import { brands } from '@/models';
import { createBrand, createCreator } from '../../helpers/factories';

describe('findAccountByEmail', () => {
  it('finds the account of its role whatever the case and surrounding spaces, as the unique index compares', async () => {
    const { brand } = await createBrand({ email: 'Asha.Shop@Example.com' });
    expect((await findAccountByEmail('brand', 'asha.shop@example.com'))?.id).toBe(brand.id);
    expect((await findAccountByEmail('brand', '  ASHA.SHOP@EXAMPLE.COM '))?.id).toBe(brand.id);
    expect(await findAccountByEmail('creator', 'asha.shop@example.com')).toBeNull();
    expect(await findAccountByEmail('brand', 'nobody@example.com')).toBeNull();
  });

  it('answers with the full row of each role', async () => {
    const { creator } = await createCreator({ email: 'ravi@example.com' });
    expect(await findAccountByEmail('creator', 'RAVI@example.com')).toEqual(creator);
  });

  it('reads inside the caller’s transaction', async () => {
    const db = await getDb();
    const seen = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(brands)
        .values({
          name: 'Tx',
          email: 'tx-brand@example.com',
          passwordHash: 'x',
          phone: '+919812345678',
          brandName: 'Tx',
          companyType: 'Private',
          gstNo: '27AAPFU0939F1ZV',
        })
        .returning();
      return { inside: await findAccountByEmail('brand', 'TX-brand@example.com', tx), id: row.id };
    });
    expect(seen.inside?.id).toBe(seen.id);
  });
});
