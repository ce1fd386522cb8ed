import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { getDb } from '@/lib/db';
import { brands } from '@/models';
import { freshEmail, imageFile, verifiedPhone } from '../support';
import { same, type ActionRow } from './types';

const brandRow = async (id: string) => (await (await getDb()).select().from(brands).where(eq(brands.id, id)))[0];

export const rows: ActionRow[] = [
  {
    action: 'brands/signupBrandAction',
    what: 'anyone with a proven phone creates a new brand account and is signed in as it; no existing account changes',
    expect: same(200),
    input: async () => ({
      name: 'Matrix Owner',
      email: freshEmail('signup'),
      password: 'secret123',
      phone: (await verifiedPhone()).e164,
      brandName: 'Matrix Brand',
      brandLogo: await imageFile('logo.png'),
      companyType: 'LLP',
      gstNo: '27AAPFU0939F1ZV',
    }),
    check: async (res, c) => {
      const { user } = res.data as { user: { _id: string; email: string } };
      expect(user._id).not.toBe(c.actor?.id);
      expect((await brandRow(user._id)).email).toBe(user.email);
      expect(res.cookies.brand_access).toBeTruthy();
      expect(res.cookies.brand_refresh).toBeTruthy();
      expect((await brandRow(c.fx.brand.A.id)).brandName).not.toBe('Matrix Brand');
    },
  },
  {
    action: 'brands/checkBrandBasicsAction',
    what: 'anyone may have step 1 of the sign-up checked; it stores nothing and signs nobody in',
    expect: same(200),
    input: () => ({ name: 'Matrix Owner', email: freshEmail('step1'), password: 'secret123' }),
    check: (res) => {
      expect(res.data).toEqual({ ok: true });
      expect(res.cookies).toEqual({});
    },
  },
  {
    action: 'brands/checkBrandBasicsAction',
    what: "anyone (its owner too) is told an existing brand's address is taken, with the sign-up's 409 and nothing more",
    expect: same(409),
    input: (c) => ({ name: 'Matrix Owner', email: c.fx.brand.A.email.toUpperCase(), password: 'secret123' }),
    unchanged: async (c) => {
      expect((await brandRow(c.fx.brand.A.id)).email).toBe(c.fx.brand.A.email);
    },
  },
  {
    action: 'brands/checkBrandBasicsAction',
    what: 'bad input (no name, an address that is not one, a short password) is refused by the schema for everyone',
    expect: same(400),
    input: () => ({ name: '', email: 'not-an-address', password: '123' }),
  },
];
