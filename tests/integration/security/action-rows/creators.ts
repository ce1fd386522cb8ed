import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { hasVerifiedEmailCode } from '@/lib/auth/email-codes';
import { verifyAccessToken } from '@/lib/auth/tokens';
import { getDb } from '@/lib/db';
import { requestOtp } from '@/lib/creators/service';
import { creators } from '@/models';
import { latestMailCode } from '../../../helpers/outbox';
import { freshEmail, verifiedSignupEmail } from '../support';
import { creatorOnly, same, type ActionRow, type Cell } from './types';

// Creator sign-up needs no session: what it reaches is decided by the mailed code, never by who
// is signed in. The profile form changes the calling creator's own row only.

const creatorRow = async (id: string) => (await (await getDb()).select().from(creators).where(eq(creators.id, id)))[0];
// What each cell typed (an address, or a city), for its checks.
const addressOf = new WeakMap<Cell, string>();

export const rows: ActionRow[] = [
  {
    action: 'creators/requestCreatorCodeAction',
    what: 'mails a sign-up code to the address typed, whoever calls',
    expect: same(200),
    input: (c) => {
      addressOf.set(c, freshEmail('code'));
      return { email: addressOf.get(c) };
    },
    check: async (_res, c) => expect(await latestMailCode(addressOf.get(c)!)).toMatch(/^\d{6}$/),
  },
  {
    action: 'creators/verifyCreatorCodeAction',
    what: 'accepts the code mailed to that address, whoever calls',
    expect: same(200),
    input: async (c) => {
      const email = freshEmail('verify');
      addressOf.set(c, email);
      await requestOtp({ email }, { ip: '10.9.9.9' });
      return { email, otp: await latestMailCode(email) };
    },
    check: async (_res, c) => expect(await hasVerifiedEmailCode({ email: addressOf.get(c)!, purpose: 'signup', role: 'creator' })).toBe(true),
  },
  {
    action: 'creators/signupCreatorAction',
    what: 'creates the account of the verified address and signs this browser in as it, whoever calls',
    expect: same(200),
    input: async (c) => {
      const email = await verifiedSignupEmail(freshEmail('signup'));
      addressOf.set(c, email);
      return { name: 'Matrix Creator', email, password: 'secret123', phone: '9876543210', socialMediaHandles: [] };
    },
    check: async (res, c) => {
      const { creator } = res.data as { creator: { _id: string; email: string } };
      expect(creator.email).toBe(addressOf.get(c));
      expect(verifyAccessToken(res.cookies.creator_access)).toMatchObject({ role: 'creator', id: creator._id });
    },
  },
  {
    action: 'creators/updateCreatorProfileAction',
    what: "changes the calling creator's own profile, never another's",
    expect: creatorOnly(200),
    owned: true,
    input: (c) => {
      addressOf.set(c, `City ${crypto.randomUUID().slice(0, 6)}`);
      return { city: addressOf.get(c) };
    },
    check: async (res, c) => {
      const { profile } = res.data as { profile: { _id: string; city: string } };
      expect(profile._id).toBe(c.actor!.id);
      expect((await creatorRow(c.actor!.id)).city).toBe(profile.city);
      if (c.scope === 'other') expect((await creatorRow(c.fx.creator[c.owner].id)).city).not.toBe(profile.city);
    },
    unchanged: async (c) => {
      for (const side of ['A', 'B'] as const) expect((await creatorRow(c.fx.creator[side].id)).city).not.toBe(addressOf.get(c));
    },
  },
];
