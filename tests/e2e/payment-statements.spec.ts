import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createDemoCampaign, expectToast, joinApproved, logInDemoBrand, seriousViolations, signUpCreatorByApi, unique } from './support';

// Tax invoices and money statements (issue 34): a job funded through the API shows on the brand's
// Payments page with its invoice (a PDF) and in its CSV; completed for a creator without a payout
// method, the fee waits as payable on their Payouts page, and is paid out once they save one.

async function newPage(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<Page> {
  return (await browser.newContext({ viewport })).newPage();
}

test('the brand downloads the invoice and the CSV; the creator’s payable fee is paid out once a payout method is saved', async ({ browser }) => {
  test.setTimeout(120_000);
  const brand = await newPage(browser);
  const token = await logInDemoBrand(brand.request);
  const auth = { authorization: `Bearer ${token}` };
  const campaignName = unique('Invoiced job');
  const campaignId = await createDemoCampaign(brand.request, token, campaignName, { feeInr: '8000' });
  // The creator on a phone.
  const creator = await newPage(browser, { width: 375, height: 760 });
  const who = await signUpCreatorByApi(creator.request, { name: `Kavya ${unique('inv')}`, emailPrefix: 'e2e-inv', niche: 'Health' });
  const id = await joinApproved(creator.request, brand.request, token, campaignId, who.id);

  // Funded, submitted, approved, live and completed through the API.
  const checkout = await brand.request.post(`/api/collaborations/${id}/payment`, { headers: auth });
  expect(checkout.status(), await checkout.text()).toBe(201);
  const paid = (await checkout.json()) as { payment: { _id: string }; checkout: { orderId: string } };
  const { orderId } = paid.checkout;
  expect((await brand.request.post(`/api/payments/local/${orderId}/capture`, { headers: auth })).status()).toBe(200);
  const submitted = await creator.request.post(`/api/collaborations/${id}/submissions`, {
    multipart: { caption: 'Ready', draftUrl: 'https://drive.example.com/invoiced-v1' },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const submissionId = ((await submitted.json()) as { submission: { _id: string } }).submission._id;
  const reviewed = await brand.request.post(`/api/collaborations/${id}/submissions/${submissionId}/review`, {
    headers: auth,
    data: { decision: 'approve', comment: '' },
  });
  expect(reviewed.status(), await reviewed.text()).toBe(200);
  const live = await creator.request.post(`/api/collaborations/${id}/live`, { data: { postUrls: ['https://www.instagram.com/p/invoiced-job/'] } });
  expect(live.status(), await live.text()).toBe(200);
  const completed = await brand.request.post(`/api/collaborations/${id}/complete`, { headers: auth });
  expect(completed.status(), await completed.text()).toBe(200);

  // The job's Payment card offers the invoice and leads to the Payments page.
  await brand.goto(`/brand/dashboard/collaborations/${id}`);
  await expect(brand.getByRole('link', { name: 'Download tax invoice' })).toHaveAttribute('href', `/api/payments/${paid.payment._id}/invoice`);
  await brand.getByRole('link', { name: 'All payments' }).click();

  // The brand's Payments page: the funding with its invoice, both downloadable.
  await expect(brand).toHaveURL(/\/brand\/dashboard\/payments$/);
  await expect(brand.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  const row = brand.getByTestId('payments-table').getByRole('row').filter({ hasText: campaignName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Funding');
  await expect(row).toContainText(who.name);
  await expect(row).toContainText('₹8,944');
  await expect(row).toContainText('Released');
  expect(await seriousViolations(brand)).toEqual([]);
  const invoiceLink = row.getByRole('link', { name: /^Tax invoice CM\/\d\d-\d\d\/\d{6} \(PDF\)$/ });
  const number = (await invoiceLink.textContent())!;
  const [invoice] = await Promise.all([brand.waitForEvent('download'), invoiceLink.click()]);
  expect(invoice.suggestedFilename()).toBe(`invoice-${number.replace(/\//g, '-')}.pdf`);
  expect(
    fs
      .readFileSync((await invoice.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  const [csv] = await Promise.all([brand.waitForEvent('download'), brand.getByRole('link', { name: 'Download CSV' }).click()]);
  expect(csv.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
  const csvText = fs.readFileSync((await csv.path())!, 'utf8');
  expect(csvText.split('\r\n')[0]).toBe('Date (IST),Type,Campaign,Creator,Fee (INR),Platform fee (INR),GST (INR),Total (INR),Status,Invoice number');
  expect(csvText).toContain(`,Funding,${campaignName},${who.name},8000.00,800.00,144.00,8944.00,Released,${number}\r\n`);

  // The creator has no payout method: the fee is payable, not paid out.
  await creator.goto('/creator/dashboard/payouts');
  await expect(creator.getByRole('heading', { name: 'Payouts', level: 1 })).toBeVisible();
  await expect(creator.getByTestId('payout-method-missing')).toContainText('₹8,000 is payable to you and waits until you add a UPI ID or a bank account.');
  const payout = creator.getByTestId('payouts-table').getByRole('row').filter({ hasText: campaignName });
  await expect(payout).toContainText('Payable');
  expect(await seriousViolations(creator)).toEqual([]);
  // Nothing wider than the phone: the table scrolls inside its box.
  expect(await creator.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // They save a UPI ID from the link on that page; the queue pays the fee out.
  await creator.getByRole('link', { name: 'Go to payout settings' }).click();
  const card = creator.getByRole('region', { name: 'Payout settings' });
  const form = card.getByRole('form', { name: 'Payout details' });
  await form.getByRole('radio', { name: 'UPI' }).check();
  await form.getByLabel('UPI ID').fill('kavya@okaxis');
  await form.getByRole('button', { name: 'Save payout details' }).click();
  await expectToast(creator, 'Payout details saved');
  await creator.goto('/creator/dashboard/payouts');
  await expect(creator.getByTestId('payout-method-missing')).toHaveCount(0);
  // Paid by the job queue's worker once the save committed: the page shows it on a later load.
  await expect(async () => {
    await creator.reload();
    await expect(creator.getByTestId('payouts-table').getByRole('row').filter({ hasText: campaignName })).toContainText('Paid out', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
});
