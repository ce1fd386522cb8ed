import { expect } from 'vitest';
import { startEmailChange } from '@/lib/brands/email-change';
import { latestMailCode } from '../../../helpers/outbox';
import { brandRow, freshEmail, setBrandEmail } from '../support';
import { brandOf, brandOnly, type ActionRow } from './types';

export const rows: ActionRow[] = [
  {
    action: 'brands/updateBrandProfileAction',
    what: "the caller brand's profile changes, never another's",
    expect: brandOnly(200),
    input: async (c) => {
      const self = c.actor?.role === 'brand' ? await brandRow(c.actor.id) : await brandRow(brandOf(c).id);
      return { brandName: `Renamed ${crypto.randomUUID().slice(0, 8)}`, email: self.email, phone: self.phone, address: 'Jaipur' };
    },
    check: async (res, c) => {
      expect((res.data as { _id: string })._id).toBe(c.actor!.id);
      expect((await brandRow(c.actor!.id)).brandName).toBe((res.data as { brandName: string }).brandName);
    },
    unchanged: async (c) => expect((await brandRow(brandOf(c).id)).address).not.toBe('Jaipur'),
  },
  {
    action: 'brands/confirmBrandEmailAction',
    what: "the caller brand confirms its own pending address; a code never moves another brand's address",
    expect: brandOnly({ own: 200, other: 400 }),
    owned: true,
    input: async (c) => {
      const next = freshEmail('moved');
      await startEmailChange(await brandRow(brandOf(c).id), next);
      return { code: await latestMailCode(next) };
    },
    check: async (res, c) => {
      expect(c.scope).toBe('own');
      // Back to the fixture's address, which other rows use.
      await setBrandEmail(c.actor!.id, { email: c.actor!.email, pendingEmail: null });
    },
    unchanged: async (c) => {
      expect((await brandRow(brandOf(c).id)).email).toBe(brandOf(c).email);
      await setBrandEmail(brandOf(c).id, { pendingEmail: null });
    },
  },
  {
    action: 'brands/cancelBrandEmailChangeAction',
    what: "the caller brand drops its own pending address, never another's",
    expect: brandOnly(200),
    owned: true,
    input: async (c) => {
      await setBrandEmail(brandOf(c).id, { pendingEmail: freshEmail('pending') });
      return undefined;
    },
    check: async (_res, c) => {
      expect((await brandRow(c.actor!.id)).pendingEmail).toBeNull();
      // On its own brand the cancel just cleared it; another brand's pending address stays.
      expect((await brandRow(brandOf(c).id)).pendingEmail === null).toBe(c.scope !== 'other');
      await setBrandEmail(brandOf(c).id, { pendingEmail: null });
    },
    unchanged: async (c) => {
      expect((await brandRow(brandOf(c).id)).pendingEmail).not.toBeNull();
      await setBrandEmail(brandOf(c).id, { pendingEmail: null });
    },
  },
];
