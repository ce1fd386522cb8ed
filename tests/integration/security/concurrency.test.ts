import fs from 'node:fs';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as creatorSignup } from '@/app/api/creator/signup/route';
import { POST as brandSignup } from '@/app/api/brand/signup/route';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { brands, creators, phoneVerifications } from '@/models';
import { call } from '../../helpers/http';
import { freshEmail, freshIp, freshPhone, imageFile, verifiedPhone, verifiedSignupEmail } from './support';

// Parallel sign-ups with one e-mail give exactly one account (ASVS: no duplicate identities), and
// the losers leave nothing behind: no second row, no orphaned upload, no used-up proof.

const PARALLEL = 8;
const uploads = () => (fs.existsSync(env().UPLOADS_DIR) ? fs.readdirSync(env().UPLOADS_DIR) : []);

async function accountsWithEmail(table: typeof brands | typeof creators, email: string) {
  const db = await getDb();
  return db
    .select({ id: table.id })
    .from(table)
    .where(eq(sql`lower(${table.email})`, email.toLowerCase()));
}

describe('parallel sign-ups with one e-mail', () => {
  it(`creators: ${PARALLEL} sign-ups at once (the address in several letter cases) make one account and keep one picture`, async () => {
    const email = await verifiedSignupEmail(freshEmail('race'));
    const before = uploads().length;
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, async (_, i) => {
        const form = new FormData();
        const typed = i % 2 ? email.toUpperCase() : email;
        for (const [k, v] of Object.entries({ name: `Racer ${i}`, email: typed, password: 'secret123', phone: freshPhone().local })) form.append(k, v);
        form.append('profilePicture', await imageFile(`p${i}.png`));
        return call(creatorSignup, { form, headers: { 'x-forwarded-for': freshIp() } });
      }),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    // The losers were told why: the one-time proof is used up, or the address is taken.
    for (const r of results.filter((x) => x.status !== 201)) {
      expect([400, 409]).toContain(r.status);
      expect(typeof r.data.message).toBe('string');
    }
    expect(await accountsWithEmail(creators, email)).toHaveLength(1);
    expect(uploads().length - before).toBe(1);
  });

  it(`brands: ${PARALLEL} sign-ups at once with one e-mail (each with its own verified phone) make one account; the losers keep their phone proofs`, async () => {
    const email = freshEmail('race-brand');
    const phones = await Promise.all(Array.from({ length: PARALLEL }, () => verifiedPhone()));
    const before = uploads().length;
    const results = await Promise.all(
      phones.map(async (phone, i) => {
        const form = new FormData();
        const fields = {
          name: `Owner ${i}`,
          email: i % 2 ? email.toUpperCase() : email,
          password: 'secret123',
          phone: phone.local,
          brandName: `Brand ${i}`,
          companyType: 'Private',
          gstNo: '27AAPFU0939F1ZV',
        };
        for (const [k, v] of Object.entries(fields)) form.append(k, v);
        form.append('brandLogo', await imageFile(`logo${i}.png`));
        return call(brandSignup, { form, headers: { 'x-forwarded-for': freshIp() } });
      }),
    );
    const winners = results.filter((r) => r.status === 201);
    expect(winners).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 201)) {
      expect(r.status).toBe(409);
      expect(r.data.message).toBe('Email already exists, please login');
    }
    const rows = await accountsWithEmail(brands, email);
    expect(rows).toHaveLength(1);
    expect(uploads().length - before).toBe(1);
    // Only the winner's phone proof was used; every other one is still good for a retry.
    const db = await getDb();
    const unused = await db
      .select({ phone: phoneVerifications.phone })
      .from(phoneVerifications)
      .where(
        and(
          isNull(phoneVerifications.consumedAt),
          isNotNull(phoneVerifications.verifiedAt),
          inArray(
            phoneVerifications.phone,
            phones.map((p) => p.e164),
          ),
        ),
      );
    expect(unused).toHaveLength(PARALLEL - 1);
  });
});
