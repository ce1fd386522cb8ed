import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { getDb } from '@/lib/db';
import { AUDIENCE_COOKIE, KNOWN_CREATOR_COOKIE } from '@/lib/auth/cookies';
import { liveActor } from '@/lib/auth/live';
import { requestPasswordReset } from '@/lib/auth/password-reset';
import { verifyAccessToken } from '@/lib/auth/tokens';
import { creators, type Role } from '@/models';
import type { ActionOutcome } from '../../../helpers/actions';
import { createCreator } from '../../../helpers/factories';
import { latestMailCode } from '../../../helpers/outbox';
import { freshEmail } from '../support';
import { same, type Account, type ActionRow, type Cell } from './types';

// Signing in, resetting a password and signing out need no session: anyone on our own site may
// run them, and what they reach is decided by the credentials in the input (a password, a mailed
// code) or by the caller's own cookies, never by who is signed in.

const other = (role: Role): Role => (role === 'brand' ? 'creator' : 'brand');
const randomIp = () => `10.${crypto.randomInt(250)}.${crypto.randomInt(250)}.${1 + crypto.randomInt(250)}`;

/** The account of side A of this role signed in, with the role's cookies and no tokens in the answer. */
async function signedInAs(res: ActionOutcome<unknown>, account: Account, redirectTo: string) {
  expect(res.data).toEqual({ redirectTo, message: 'Login successful' });
  // A creator's sign-in also leaves the mark that sends a lapsed creator to log in (not sign up).
  const mark = account.role === 'creator' ? [KNOWN_CREATOR_COOKIE] : [];
  expect(Object.keys(res.cookies).sort()).toEqual([...mark, `${account.role}_access`, `${account.role}_refresh`].sort());
  expect(await liveActor(verifyAccessToken(res.cookies[`${account.role}_access`]), account.role)).toEqual({ role: account.role, id: account.id });
}

/** The caller's own session, still live or not (null for an anonymous caller). */
const sessionOf = async (c: Cell) => (c.actor ? await liveActor(verifyAccessToken(c.actor.accessToken), c.actor.role) : null);

const credentials = (a: Account) => ({ email: a.email, password: a.password });

const passwordHash = async (id: string) => (await (await getDb()).select({ hash: creators.passwordHash }).from(creators).where(eq(creators.id, id)))[0].hash;

/** A new creator whose reset code was just mailed (the fixture's accounts keep their sessions). */
async function creatorWithResetCode() {
  const { creator } = await createCreator({ email: freshEmail('reset') });
  await requestPasswordReset({ role: 'creator', email: creator.email }, randomIp());
  return { ...creator, code: (await latestMailCode(creator.email))! };
}

// The account the reset row's input prepared, for its check (rows run one cell at a time).
let resetTarget: Awaited<ReturnType<typeof creatorWithResetCode>> | null = null;

export const rows: ActionRow[] = [
  {
    action: 'auth/loginAction',
    what: 'signs in the account whose password matches, whoever calls',
    expect: same(200),
    input: (c) => credentials(c.fx.creator.A),
    check: (res, c) => signedInAs(res, c.fx.creator.A, '/creator/dashboard'),
  },
  {
    action: 'auth/brandLoginAction',
    what: 'signs in the brand whose password matches, whoever calls',
    expect: same(200),
    input: (c) => ({ ...credentials(c.fx.brand.A), next: '/brand/dashboard/brand-profile' }),
    check: (res, c) => signedInAs(res, c.fx.brand.A, '/brand/dashboard/brand-profile'),
  },
  {
    action: 'auth/creatorLoginAction',
    what: 'signs in the creator whose password matches, whoever calls',
    expect: same(200),
    input: (c) => credentials(c.fx.creator.A),
    check: (res, c) => signedInAs(res, c.fx.creator.A, '/creator/dashboard'),
  },
  {
    action: 'auth/requestPasswordResetAction',
    what: 'mails a code to the address typed, whoever calls, and answers alike without an account',
    expect: same(200),
    input: () => ({ role: 'brand', email: freshEmail('nobody') }),
    check: (res) => expect((res.data as { message: string }).message).toMatch(/^If an account exists/),
  },
  {
    action: 'auth/confirmPasswordResetAction',
    what: 'the mailed code decides whose password changes, not the caller',
    expect: same(200),
    input: async () => {
      resetTarget = await creatorWithResetCode();
      return { role: 'creator', email: resetTarget.email, code: resetTarget.code, password: 'after-reset' };
    },
    check: async (res, c) => {
      expect((res.data as { message: string }).message).toMatch(/^Your password has been reset/);
      expect(await passwordHash(resetTarget!.id)).not.toBe(resetTarget!.passwordHash);
      // The caller's own session (if any) is untouched: only the code's account was reset.
      expect(await sessionOf(c)).toEqual(c.actor ? { role: c.actor.role, id: c.actor.id } : null);
    },
  },
  {
    action: 'auth/signOutAction',
    what: "ends only the caller's own session of the role named; the caller's other role stays signed in",
    expect: same(200),
    // The fixture's sessions serve the other rows: each caller signs out of the role it is not signed in as.
    input: (c: Cell) => ({ role: c.actor ? other(c.actor.role) : 'creator' }),
    check: async (res, c) => {
      const role = c.actor ? other(c.actor.role) : 'creator';
      // A creator's sign-out also forgets their audience (the key of "Campaigns I qualify for").
      const audience = role === 'creator' ? { [AUDIENCE_COOKIE]: '', [KNOWN_CREATOR_COOKIE]: '' } : {};
      expect(res.cookies).toEqual({ [`${role}_access`]: '', [`${role}_refresh`]: '', ...audience });
      expect(await sessionOf(c)).toEqual(c.actor ? { role: c.actor.role, id: c.actor.id } : null);
    },
  },
];
