import { expect, test } from '@playwright/test';
import { clientAddress, expectToast, seriousViolations, signUpCreatorByApi, unique } from './support';

// A creator's payout settings (issue 34): a bad IFSC is named under its field, a saved bank account
// is shown masked (never in full) in the card and by the API, and switching to UPI replaces it.

for (const viewport of [
  { name: 'phone', width: 375, height: 760 },
  { name: 'laptop', width: 1280, height: 800 },
]) {
  test(`a creator on a ${viewport.name} saves a bank account, sees it masked, and a bad IFSC is named under its field`, async ({ browser }) => {
    const context = await browser.newContext({ viewport, extraHTTPHeaders: clientAddress() });
    const page = await context.newPage();
    await signUpCreatorByApi(page.request, { name: `Payee ${unique('c')}`, emailPrefix: 'payout', niche: 'Tech' });

    await page.goto('/creator/dashboard/creator-profile');
    const card = page.getByRole('region', { name: 'Payout settings' });
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByText('No payout method yet')).toBeVisible();
    const form = card.getByRole('form', { name: 'Payout details' });
    await expect(form.getByRole('radio', { name: 'Bank account' })).toBeChecked();

    await form.getByLabel('Account holder’s name').fill('Asha Rao');
    await form.getByLabel('IFSC').fill('HDFC1001234');
    await form.getByLabel('Account number').fill('50100012345678');
    await form.getByRole('button', { name: 'Save payout details' }).click();
    const ifsc = form.getByLabel('IFSC');
    await expect(ifsc).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('alert').filter({ hasText: /11-character IFSC like HDFC0001234/ })).toBeVisible();
    await expect(ifsc).toBeFocused();
    expect((await (await page.request.get('/api/creator/payout-method')).json()) as unknown).toEqual({ payoutMethod: null });

    await ifsc.fill('hdfc0001234');
    await expect(ifsc).not.toHaveAttribute('aria-invalid', 'true');
    await form.getByRole('button', { name: 'Save payout details' }).click();
    await expectToast(page, 'Payout details saved');
    const saved = card.getByRole('definition');
    await expect(card.getByText('••••5678')).toBeVisible();
    await expect(card.getByText('HDFC0001234')).toBeVisible();
    await expect(card.getByRole('form', { name: 'Payout details' })).toHaveCount(0);
    expect(await card.textContent()).not.toContain('50100012345678');
    expect(await saved.count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);

    // After a reload: still masked, from the server; the API answers the same.
    await page.reload();
    const reloaded = page.getByRole('region', { name: 'Payout settings' });
    await expect(reloaded.getByText('••••5678')).toBeVisible();
    expect(await page.content()).not.toContain('50100012345678');
    const api = (await (await page.request.get('/api/creator/payout-method')).json()) as { payoutMethod: { bankAccount: { accountNumber: string } } };
    expect(api.payoutMethod.bankAccount.accountNumber).toBe('••••5678');

    // Switching to UPI replaces the bank account.
    await reloaded.getByRole('button', { name: 'Change payout details' }).click();
    const change = reloaded.getByRole('form', { name: 'Payout details' });
    await change.getByRole('radio', { name: 'UPI' }).check();
    await change.getByLabel('UPI ID').fill('asha.rao@okaxis');
    await change.getByRole('button', { name: 'Save payout details' }).click();
    await expectToast(page, 'Payout details saved');
    await expect(reloaded.getByText('as•••@okaxis')).toBeVisible();
    await expect(reloaded.getByText('••••5678')).toHaveCount(0);
    await context.close();
  });
}
