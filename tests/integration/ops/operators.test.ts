import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as loginRoute } from '@/app/api/ops/login/route';
import { POST as logoutRoute } from '@/app/api/ops/logout/route';
import { GET as meRoute } from '@/app/api/ops/me/route';
import { POST as stepUpRoute } from '@/app/api/ops/step-up/route';
import { POST as setupPasswordRoute } from '@/app/api/ops/setup/password/route';
import { POST as setupTotpRoute } from '@/app/api/ops/setup/totp/route';
import { GET as brandProfileRoute } from '@/app/api/brand/profile/route';
import { GET as creatorProfileRoute } from '@/app/api/creator/profile/route';
import { getDb } from '@/lib/db';
import { verifyAccessToken } from '@/lib/auth/tokens';
import { createOperator, OPS_COOKIE, readOperator, recordAudit, requireFreshTotp, requireOperator, setupState, type OperatorActor } from '@/lib/ops';
import { open, seal } from '@/lib/ops/secret-box';
import { base32Encode, totpCode } from '@/lib/ops/totp';
import { resetAllRateLimits } from '@/lib/rate-limit';
import { operators, opsAuditLog } from '@/models';
import { call, setCookieLines } from '../../helpers/http';
import { createBrand, createCreator } from '../../helpers/factories';
import { enrolledOperator, setupTokenOf, signedInOperator } from './support';

const STEP = 30_000;
const ip = () => `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const login = (json: unknown) => call(loginRoute, { method: 'POST', json, headers: { 'x-forwarded-for': ip() } });
const me = (opts: { token?: string; cookies?: Record<string, string> }) => call(meRoute, { method: 'GET', ...opts });
const auditOf = async (operatorId: string) =>
  (await getDb()).select().from(opsAuditLog).where(eq(opsAuditLog.operatorId, operatorId)).orderBy(opsAuditLog.at, opsAuditLog.id);

beforeEach(() => resetAllRateLimits());
afterEach(() => vi.useRealTimers());

describe('TOTP', () => {
  it('computes the RFC 6238 codes (SHA-1, 6 digits of the reference values)', () => {
    const secret = base32Encode(Buffer.from('12345678901234567890'));
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(totpCode(secret, 59_000)).toBe('287082');
    expect(totpCode(secret, 1_111_111_109_000)).toBe('081804');
    expect(totpCode(secret, 2_000_000_000_000)).toBe('279037');
  });

  it('keeps secrets sealed: another ciphertext each time, and a changed byte does not open', () => {
    const a = seal('JBSWY3DPEHPK3PXP');
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(seal('JBSWY3DPEHPK3PXP')).not.toBe(a);
    expect(open(a)).toBe('JBSWY3DPEHPK3PXP');
    const parts = a.split('.');
    parts[3] = Buffer.from(Buffer.from(parts[3], 'base64url').map((b, i) => (i === 0 ? b ^ 1 : b))).toString('base64url');
    expect(() => open(parts.join('.'))).toThrow();
  });
});

describe('operator setup (the one-time link)', () => {
  it('sets a password, enrols TOTP with a server-drawn QR code, shows the recovery codes once and uses up the link', async () => {
    const { operator, link } = await createOperator('  New.Operator@CollabMarket.test ');
    expect(operator.email).toBe('new.operator@collabmarket.test');
    expect(link).toMatch(/^http:\/\/localhost:3000\/ops\/setup\?token=[\w-]{40,}$/);
    const token = setupTokenOf(link);
    expect(await setupState(token)).toEqual({ email: 'new.operator@collabmarket.test', step: 'password' });

    const short = await call(setupPasswordRoute, { method: 'POST', json: { token, password: 'short' } });
    expect(short.status).toBe(400);
    expect(short.data.fields).toMatchObject({ password: 'Use at least 12 characters' });

    const set = await call(setupPasswordRoute, { method: 'POST', json: { token, password: 'a-long-operator-pass' } });
    expect(set.status, JSON.stringify(set.data)).toBe(200);
    const secret = set.data.secret as string;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(set.data.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(set.data.otpauthUrl).toBe(
      `otpauth://totp/CollabMarket%20ops%3Anew.operator%40collabmarket.test?secret=${secret}&issuer=CollabMarket%20ops&algorithm=SHA1&digits=6&period=30`,
    );

    // At rest: a bcrypt hash and a sealed secret, neither the password nor the secret itself.
    const db = await getDb();
    const [row] = await db.select().from(operators).where(eq(operators.id, operator.id));
    expect(row.passwordHash).toMatch(/^\$2[aby]\$/);
    expect(row.totpSecret).not.toContain(secret);
    expect(open(row.totpSecret!)).toBe(secret);
    expect(row.totpEnabledAt).toBeNull();

    // Not enrolled yet: the password alone does not sign in.
    expect((await login({ email: operator.email, password: 'a-long-operator-pass', code: totpCode(secret) })).status).toBe(401);

    // A reload resumes with the same password (same secret); another password is refused.
    expect(await setupState(token)).toMatchObject({ step: 'resume' });
    const other = await call(setupPasswordRoute, { method: 'POST', json: { token, password: 'someone-elses-pass' } });
    expect(other.status).toBe(401);
    const again = await call(setupPasswordRoute, { method: 'POST', json: { token, password: 'a-long-operator-pass' } });
    expect(again.data.secret).toBe(secret);

    const wrong = await call(setupTotpRoute, { method: 'POST', json: { token, code: totpCode(secret, Date.now() + 5 * STEP) } });
    expect(wrong.status).toBe(400);
    expect(wrong.data.fields).toMatchObject({ code: 'Wrong code' });

    const done = await call(setupTotpRoute, { method: 'POST', json: { token, code: totpCode(secret) } });
    expect(done.status, JSON.stringify(done.data)).toBe(201);
    const codes = done.data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[0-9a-f]{4}(-[0-9a-f]{4}){3}$/);
    const [enrolled] = await db.select().from(operators).where(eq(operators.id, operator.id));
    expect(enrolled.totpEnabledAt).not.toBeNull();
    expect(enrolled.recoveryCodeHashes).toHaveLength(10);
    for (const c of codes) expect(enrolled.recoveryCodeHashes.join(' ')).not.toContain(c.replace(/-/g, ''));

    // The link is used: nothing more through it.
    expect(await setupState(token)).toBeNull();
    expect((await call(setupPasswordRoute, { method: 'POST', json: { token, password: 'a-long-operator-pass' } })).status).toBe(404);
    expect((await call(setupTotpRoute, { method: 'POST', json: { token, code: totpCode(secret) } })).status).toBe(404);

    // Made by the command line (no operator signed in), then enrolled (the refused sign-in is in the log, not here).
    const about = await db.select().from(opsAuditLog).where(eq(opsAuditLog.targetId, operator.id)).orderBy(opsAuditLog.at, opsAuditLog.id);
    expect(about.map((e) => [e.action, e.operatorId])).toEqual([
      ['operator.create', null],
      ['operator.enrol', operator.id],
    ]);
  });

  it('refuses an expired link, and a second operator with the same address', async () => {
    const { link } = await createOperator('late@collabmarket.test');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 24 * 3_600_000 + 60_000 });
    expect(await setupState(setupTokenOf(link))).toBeNull();
    expect((await call(setupPasswordRoute, { method: 'POST', json: { token: setupTokenOf(link), password: 'a-long-operator-pass' } })).status).toBe(404);
    vi.useRealTimers();
    await expect(createOperator('LATE@collabmarket.test')).rejects.toThrow('An operator with the e-mail late@collabmarket.test already exists');
  });
});

describe('operator sign-in', () => {
  it('needs the password and a TOTP code; sets an httpOnly, SameSite=Strict cookie for 8 hours; a code is good once', async () => {
    const op = await enrolledOperator();
    const code = totpCode(op.secret);
    expect((await login({ email: op.email, password: 'wrong-password-1', code })).status).toBe(401);
    expect((await login({ email: op.email, password: op.password, code: totpCode(op.secret, Date.now() + 5 * STEP) })).status).toBe(401);
    const noCode = await login({ email: op.email, password: op.password });
    expect(noCode.status).toBe(400);

    const ok = await login({ email: op.email.toUpperCase(), password: op.password, code });
    expect(ok.status, JSON.stringify(ok.data)).toBe(200);
    expect(ok.data).toMatchObject({ message: 'Signed in', operator: { id: op.id, email: op.email } });
    expect(JSON.stringify(ok.data)).not.toMatch(/eyJ/); // no token in the body: the cookie only
    const cookie = setCookieLines(ok.res)[OPS_COOKIE];
    expect(cookie.raw).toMatch(/HttpOnly/i);
    expect(cookie.raw).toMatch(/SameSite=Strict/i);
    expect(cookie.raw).toMatch(/Max-Age=28[78]\d\d/);
    expect(new Date(ok.data.expiresAt as string).getTime() - Date.now()).toBeGreaterThan(8 * 3_600_000 - 60_000);

    const mine = await me({ cookies: { [OPS_COOKIE]: cookie.value } });
    expect(mine.status).toBe(200);
    expect(mine.data).toMatchObject({ operator: { id: op.id, email: op.email, recoveryCodesLeft: 10 }, totpFresh: true });
    expect((await me({ token: cookie.value })).status).toBe(200);

    // The same code again (someone who saw it) is refused.
    expect((await login({ email: op.email, password: op.password, code })).status).toBe(401);

    const actions = (await auditOf(op.id)).map((e) => e.action);
    expect(actions).toEqual(['operator.enrol', 'operator.sign_in']);
  });

  it('takes a recovery code once in place of a TOTP code', async () => {
    const op = await enrolledOperator();
    const [first] = op.recoveryCodes;
    const ok = await login({ email: op.email, password: op.password, code: first.toUpperCase() });
    expect(ok.status, JSON.stringify(ok.data)).toBe(200);
    const token = setCookieLines(ok.res)[OPS_COOKIE].value;
    expect((await me({ token })).data).toMatchObject({ operator: { recoveryCodesLeft: 9 } });
    expect((await login({ email: op.email, password: op.password, code: first })).status).toBe(401);
    expect((await login({ email: op.email, password: 'not-the-password', code: op.recoveryCodes[1] })).status).toBe(401);
    expect((await auditOf(op.id)).map((e) => e.action)).toContain('operator.sign_in_recovery');
    // A wrong password did not spend the code it came with.
    expect((await login({ email: op.email, password: op.password, code: op.recoveryCodes[1] })).status).toBe(200);
  });

  it('limits failed sign-ins per address', async () => {
    const op = await enrolledOperator();
    for (let i = 0; i < 5; i++) expect((await login({ email: op.email, password: `wrong-${i}-password`, code: '000000' })).status).toBe(401);
    const limited = await login({ email: op.email, password: op.password, code: totpCode(op.secret) });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('ends after 8 hours, and at once on sign-out', async () => {
    const op = await signedInOperator();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start + 8 * 3_600_000 - 60_000 });
    expect((await me({ cookies: op.cookies })).status).toBe(200);
    vi.setSystemTime(start + 8 * 3_600_000 + 60_000);
    const late = await me({ cookies: op.cookies });
    expect(late.status).toBe(401);
    expect(late.data).toMatchObject({ code: 'unauthenticated', message: 'Please sign in as an operator' });
    vi.useRealTimers();

    const other = await signedInOperator();
    const out = await call(logoutRoute, { method: 'POST', cookies: other.cookies });
    expect(out.status).toBe(200);
    expect(setCookieLines(out.res)[OPS_COOKIE].raw).toMatch(/Max-Age=0/);
    expect((await me({ cookies: other.cookies })).status).toBe(401);
    expect((await me({ token: other.token })).data).toMatchObject({ message: 'Invalid or expired operator token' });
  });
});

describe('fresh TOTP for sensitive actions (step-up)', () => {
  it('is fresh for 15 minutes after a code; then 403 totp_required until a new code is confirmed', async () => {
    const op = await signedInOperator();
    const actorNow = async () =>
      (await readOperator({ headers: new Headers({ authorization: `Bearer ${op.token}` }), cookies: { get: () => undefined } })).actor!;
    expect(() => requireFreshTotp({ actor: { totpAt: new Date() } })).not.toThrow();
    requireFreshTotp({ actor: await actorNow() });

    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start + 16 * 60_000 });
    const stale = await actorNow();
    let thrown: unknown;
    try {
      requireFreshTotp({ actor: stale });
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toMatchObject({ errorCode: 'totp_required', status: 403, message: 'Enter a code from your authenticator app to confirm this action' });
    expect((await me({ token: op.token })).data).toMatchObject({ totpFresh: false });

    const wrong = await call(stepUpRoute, { method: 'POST', token: op.token, json: { code: '123456' === totpCode(op.secret) ? '654321' : '123456' } });
    expect(wrong.status).toBe(400);
    const ok = await call(stepUpRoute, { method: 'POST', token: op.token, json: { code: totpCode(op.secret) } });
    expect(ok.status, JSON.stringify(ok.data)).toBe(200);
    expect(() => requireFreshTotp({ actor: stale })).toThrow();
    requireFreshTotp({ actor: await actorNow() });
    expect((await me({ token: op.token })).data).toMatchObject({ totpFresh: true });
    // The same code is not taken twice.
    expect((await call(stepUpRoute, { method: 'POST', token: op.token, json: { code: totpCode(op.secret) } })).status).toBe(400);
    expect((await auditOf(op.id)).map((e) => e.action)).toContain('operator.step_up');
  });
});

describe('requireOperator (routes and actions of their own)', () => {
  it('answers the operator of a bearer token or the session cookie, and a 401 for anything else', async () => {
    const op = await signedInOperator();
    const asRequest = (headers: Record<string, string>, cookies: Record<string, string> = {}) => ({
      headers: new Headers(headers),
      cookies: { get: (name: string) => (name in cookies ? { value: cookies[name] } : undefined) },
    });
    const viaCookie: OperatorActor = await requireOperator(asRequest({}, op.cookies));
    expect(viaCookie).toMatchObject({ role: 'operator', id: op.id });
    expect(await requireOperator(asRequest({ authorization: `Bearer ${op.token}` }))).toMatchObject({ id: op.id });
    const { accessToken } = await createBrand();
    await expect(requireOperator(asRequest({ authorization: `Bearer ${accessToken}` }))).rejects.toMatchObject({
      status: 401,
      message: 'Invalid or expired operator token',
    });
    await expect(requireOperator(asRequest({}))).rejects.toMatchObject({ status: 401, message: 'Please sign in as an operator' });
  });
});

describe('operators apart from brands and creators', () => {
  it('refuses brand and creator tokens on /api/ops, and an operator token on brand and creator routes', async () => {
    const op = await signedInOperator();
    const { accessToken: brandToken } = await createBrand();
    const { accessToken: creatorToken } = await createCreator();

    for (const token of [brandToken, creatorToken]) {
      const res = await me({ token });
      expect(res.status).toBe(401);
      expect(res.data).toMatchObject({ code: 'unauthenticated', message: 'Invalid or expired operator token' });
      expect((await call(stepUpRoute, { method: 'POST', token, json: { code: '123456' } })).status).toBe(401);
    }
    // A brand or creator session cookie is no operator session either.
    expect((await me({ cookies: { brand_access: brandToken, [OPS_COOKIE]: brandToken } })).status).toBe(401);
    expect((await me({ cookies: { creator_access: creatorToken } })).status).toBe(401);

    // The operator's token is no access token, as a bearer or in the roles' cookies.
    expect(verifyAccessToken(op.token)).toBeNull();
    expect((await call(brandProfileRoute, { method: 'GET', token: op.token })).status).toBe(401);
    expect((await call(creatorProfileRoute, { method: 'GET', token: op.token })).status).toBe(401);
    expect((await call(brandProfileRoute, { method: 'GET', cookies: { brand_access: op.token, ...op.cookies } })).status).toBe(401);
    expect((await call(creatorProfileRoute, { method: 'GET', cookies: { creator_access: op.token, ...op.cookies } })).status).toBe(401);
  });
});

describe('the audit log', () => {
  it("is written in the action's own transaction: an action rolled back leaves no entry", async () => {
    const op = await enrolledOperator();
    const db = await getDb();
    const entry = { operatorId: op.id, action: 'test.action', targetKind: 'creator', targetId: op.id, reason: 'Spam', before: { a: 1 }, after: { a: 2 } };
    await expect(
      db.transaction(async (tx) => {
        await recordAudit(tx, entry);
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect((await auditOf(op.id)).map((e) => e.action)).toEqual(['operator.enrol']);
    await db.transaction((tx) => recordAudit(tx, entry));
    const [, written] = await auditOf(op.id);
    expect(written).toMatchObject({ action: 'test.action', targetKind: 'creator', reason: 'Spam', before: { a: 1 }, after: { a: 2 } });
  });

  it('is append-only: UPDATE, DELETE and TRUNCATE are refused by the database', async () => {
    const op = await enrolledOperator();
    const db = await getDb();
    const before = await auditOf(op.id);
    expect(before.length).toBeGreaterThan(0);
    await expect(db.update(opsAuditLog).set({ reason: 'rewritten' }).where(eq(opsAuditLog.operatorId, op.id))).rejects.toThrow();
    await expect(db.delete(opsAuditLog).where(eq(opsAuditLog.operatorId, op.id))).rejects.toThrow();
    await expect(db.execute(sql`truncate ops_audit_log`)).rejects.toThrow();
    expect(await auditOf(op.id)).toEqual(before);
  });
});
