import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db';
import { creatorPayoutMethods } from '@/models';
import { GET, PUT } from '@/app/api/creator/payout-method/route';
import { savePayoutMethodAction } from '@/lib/payout-method/actions';
import { getPayoutMethod, readPayoutMethod, savePayoutMethod } from '@/lib/payout-method/service';
import { maskAccountNumber, maskUpiId } from '@/lib/payout-method/mask';
import { ACCOUNT_NUMBER_FORMAT, IFSC_FORMAT, ONE_METHOD, UPI_FORMAT } from '@/lib/payout-method/messages';
import { call } from '../../helpers/http';
import { callAction, sessionCookies } from '../../helpers/actions';
import { createBrand, createCreator } from '../../helpers/factories';

// The creator's payout method (issue 34): a UPI ID or a bank account, checked for format, stored
// in full for the payout and shown masked in every answer afterwards.

const BANK = { name: 'Asha Rao', ifsc: 'HDFC0001234', accountNumber: '50100012345678' };

async function stored(creatorId: string) {
  const [row] = await (await getDb()).select().from(creatorPayoutMethods).where(eq(creatorPayoutMethods.creatorId, creatorId));
  return row;
}

describe('masking', () => {
  it('shows the last four digits of an account number and two letters of a UPI name', () => {
    expect(maskAccountNumber('50100012345678')).toBe('••••5678');
    expect(maskAccountNumber('123456789')).toBe('••••6789');
    expect(maskUpiId('priya.sharma@okaxis')).toBe('pr•••@okaxis');
    expect(maskUpiId('abc@ybl')).toBe('a•••@ybl');
  });
});

describe('PUT and GET /api/creator/payout-method', () => {
  it('answers null before anything is saved', async () => {
    const { accessToken } = await createCreator();
    const res = await call(GET, { token: accessToken });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ payoutMethod: null });
  });

  it('saves a bank account, stores it in full, and answers it masked then and after', async () => {
    const { creator, accessToken } = await createCreator();
    const res = await call(PUT, {
      method: 'PUT',
      token: accessToken,
      json: { bankAccount: { name: '  Asha   Rao ', ifsc: 'hdfc 0001234', accountNumber: '5010 0012 3456 78' } },
    });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      payoutMethod: { kind: 'bank', bankAccount: { name: 'Asha Rao', ifsc: 'HDFC0001234', accountNumber: '••••5678' }, updatedAt: expect.any(String) },
      message: 'Payout details saved',
    });
    expect(JSON.stringify(res.data)).not.toContain('50100012345678');
    expect(await stored(creator.id)).toMatchObject({
      kind: 'bank',
      accountName: 'Asha Rao',
      ifsc: 'HDFC0001234',
      accountNumber: '50100012345678',
      upiId: null,
    });
    const again = await call(GET, { token: accessToken });
    expect(again.data.payoutMethod).toEqual(res.data.payoutMethod);
    expect(JSON.stringify(again.data)).not.toContain('12345678');
  });

  it('replaces a bank account with a UPI ID (one method per creator), lower-cased and masked', async () => {
    const { creator, accessToken } = await createCreator();
    await call(PUT, { method: 'PUT', token: accessToken, json: { bankAccount: BANK } });
    const res = await call(PUT, { method: 'PUT', token: accessToken, json: { upiId: ' Priya.Sharma@OKAXIS ' } });
    expect(res.status).toBe(200);
    expect(res.data.payoutMethod).toEqual({ kind: 'upi', upiId: 'pr•••@okaxis', updatedAt: expect.any(String) });
    expect(await stored(creator.id)).toMatchObject({ kind: 'upi', upiId: 'priya.sharma@okaxis', accountName: null, ifsc: null, accountNumber: null });
    expect(await getPayoutMethod(creator.id)).toEqual({ kind: 'upi', upiId: 'priya.sharma@okaxis' });
  });

  it.each([
    ['a bad IFSC (fifth character not 0)', { bankAccount: { ...BANK, ifsc: 'HDFC1001234' } }, 'bankAccount.ifsc', IFSC_FORMAT],
    ['a short IFSC', { bankAccount: { ...BANK, ifsc: 'HDFC000123' } }, 'bankAccount.ifsc', IFSC_FORMAT],
    ['an 8-digit account number', { bankAccount: { ...BANK, accountNumber: '12345678' } }, 'bankAccount.accountNumber', ACCOUNT_NUMBER_FORMAT],
    ['a 19-digit account number', { bankAccount: { ...BANK, accountNumber: '1'.repeat(19) } }, 'bankAccount.accountNumber', ACCOUNT_NUMBER_FORMAT],
    ['letters in the account number', { bankAccount: { ...BANK, accountNumber: '12345678AB' } }, 'bankAccount.accountNumber', ACCOUNT_NUMBER_FORMAT],
    ['a missing holder name', { bankAccount: { ifsc: BANK.ifsc, accountNumber: BANK.accountNumber } }, 'bankAccount.name', 'Enter the account holder’s name'],
    ['a UPI ID without a handle', { upiId: 'priya' }, 'upiId', UPI_FORMAT],
    ['a UPI ID with two @', { upiId: 'priya@ok@axis' }, 'upiId', UPI_FORMAT],
    ['both a UPI ID and a bank account', { upiId: 'priya@okaxis', bankAccount: BANK }, '_', ONE_METHOD],
    ['neither', {}, '_', ONE_METHOD],
  ])('refuses %s with 400 and the field’s message, storing nothing', async (_what, json, field, message) => {
    const { creator, accessToken } = await createCreator();
    const res = await call(PUT, { method: 'PUT', token: accessToken, json });
    expect(res.status).toBe(400);
    expect(res.data.code).toBe('validation_failed');
    expect((res.data.fields as Record<string, string>)[field]).toBe(message);
    expect(await stored(creator.id)).toBeUndefined();
  });

  it('keeps the saved method when a change is refused', async () => {
    const { creator, accessToken } = await createCreator();
    await call(PUT, { method: 'PUT', token: accessToken, json: { bankAccount: BANK } });
    expect((await call(PUT, { method: 'PUT', token: accessToken, json: { bankAccount: { ...BANK, accountNumber: '1' } } })).status).toBe(400);
    expect(await stored(creator.id)).toMatchObject({ accountNumber: BANK.accountNumber });
  });

  it('refuses brands (401: the route takes a creator session only) and anonymous callers', async () => {
    const { accessToken } = await createBrand();
    for (const token of [accessToken, undefined]) {
      expect((await call(GET, { token })).status).toBe(401);
      expect((await call(PUT, { method: 'PUT', token, json: { upiId: 'brand@okaxis' } })).status).toBe(401);
    }
  });
});

describe('the service', () => {
  it('refuses a brand actor (403) and no actor (401)', async () => {
    const { brand } = await createBrand();
    await expect(readPayoutMethod({ role: 'brand', id: brand.id })).rejects.toMatchObject({ status: 403 });
    await expect(savePayoutMethod(null, { upiId: 'x@ybl' })).rejects.toMatchObject({ status: 401 });
  });

  it('getPayoutMethod answers the details in full for the payout, or null, also inside a transaction', async () => {
    const { creator } = await createCreator();
    expect(await getPayoutMethod(creator.id)).toBeNull();
    await savePayoutMethod({ role: 'creator', id: creator.id }, { bankAccount: BANK });
    const db = await getDb();
    expect(await db.transaction((tx) => getPayoutMethod(creator.id, tx))).toEqual({ kind: 'bank', ...BANK });
  });

  it('the database itself refuses a malformed IFSC or account number written around the service', async () => {
    const { creator } = await createCreator();
    const db = await getDb();
    await expect(
      db.insert(creatorPayoutMethods).values({ creatorId: creator.id, kind: 'bank', accountName: 'X', ifsc: 'hdfc0001234', accountNumber: BANK.accountNumber }),
    ).rejects.toThrow();
    await expect(
      db.insert(creatorPayoutMethods).values({ creatorId: creator.id, kind: 'bank', accountName: 'X', ifsc: BANK.ifsc, accountNumber: '12' }),
    ).rejects.toThrow();
    await expect(db.insert(creatorPayoutMethods).values({ creatorId: creator.id, kind: 'upi', upiId: 'x@ybl', ifsc: BANK.ifsc })).rejects.toThrow();
  });
});

describe('the profile form (savePayoutMethodAction)', () => {
  type FormInput = { kind: 'upi' | 'bank'; upiId: string; accountName: string; ifsc: string; accountNumber: string };
  const form = (over: Partial<FormInput>): FormInput => ({
    kind: 'bank',
    upiId: '',
    accountName: 'Asha Rao',
    ifsc: 'HDFC0001234',
    accountNumber: '50100012345678',
    ...over,
  });

  it('saves a bank account and answers it masked', async () => {
    const creator = await createCreator();
    const res = await callAction(savePayoutMethodAction, form({}), { cookies: sessionCookies('creator', creator) });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ payoutMethod: { kind: 'bank', bankAccount: { accountNumber: '••••5678' } }, message: 'Payout details saved' });
  });

  it('names the wrong fields of the chosen kind only, and saves nothing', async () => {
    const creator = await createCreator();
    const res = await callAction(savePayoutMethodAction, form({ ifsc: 'HDFC1234', accountNumber: '12', upiId: 'not a upi' }), {
      cookies: sessionCookies('creator', creator),
    });
    expect(res.status).toBe(400);
    expect(res.validationErrors).toEqual({ ifsc: { _errors: [IFSC_FORMAT] }, accountNumber: { _errors: [ACCOUNT_NUMBER_FORMAT] } });
    expect(await stored(creator.creator.id)).toBeUndefined();
  });

  it('checks the UPI ID when UPI is chosen, whatever the bank fields hold', async () => {
    const creator = await createCreator();
    const bad = await callAction(savePayoutMethodAction, form({ kind: 'upi', upiId: 'nohandle' }), { cookies: sessionCookies('creator', creator) });
    expect(bad.validationErrors).toEqual({ upiId: { _errors: [UPI_FORMAT] } });
    const ok = await callAction(savePayoutMethodAction, form({ kind: 'upi', upiId: 'asha@ybl', ifsc: 'junk' }), {
      cookies: sessionCookies('creator', creator),
    });
    expect(ok.data).toMatchObject({ payoutMethod: { kind: 'upi', upiId: 'as•••@ybl' } });
  });
});
