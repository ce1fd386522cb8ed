import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { createDemoCampaign, expectToast, joinApproved, logInDemoBrand, runOnServerDatabase, signUpCreatorByApi, unique } from './support';

// The other two journeys of a paid job with the local provider (tests/e2e/payments.spec.ts clicks
// through funding): the brand cancels a funded job before it is live and sees the refund; a side
// opens a dispute on the job's page and the money is frozen; on PostgreSQL (E2E_DATABASE_URL, as in
// CI) the dispute is then settled with `npm run dispute` on the server's data, and both pages show
// it (PGlite is one process's: no second process may open the server's data meanwhile). Funding
// goes through the API here.

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

const paymentStatus = (page: Page) => page.getByTestId('payment-status');

/** A paid job of the demo brand with a new creator, active and funded through the local provider's API. */
async function fundedJob(browser: Browser, feeInr: string) {
  const brand = await newPage(browser);
  const token = await logInDemoBrand(brand.request);
  const campaignId = await createDemoCampaign(brand.request, token, unique('Paid journey'), { feeInr });
  const creator = await newPage(browser);
  const who = await signUpCreatorByApi(creator.request, { name: `Isha ${unique('pay')}`, emailPrefix: 'e2e-payj', niche: 'Health' });
  const id = await joinApproved(creator.request, brand.request, token, campaignId, who.id);
  await fund(brand.request, token, id);
  return { brand, creator, token, id };
}

async function fund(request: APIRequestContext, token: string, id: string) {
  const auth = { authorization: `Bearer ${token}` };
  const checkout = await request.post(`/api/collaborations/${id}/payment`, { headers: auth });
  expect(checkout.status(), await checkout.text()).toBe(201);
  const { orderId } = ((await checkout.json()) as { checkout: { orderId: string } }).checkout;
  const paid = await request.post(`/api/payments/local/${orderId}/capture`, { headers: auth });
  expect(paid.status(), await paid.text()).toBe(200);
}

test('the brand cancels a funded job before it is live and sees the refund', async ({ browser }) => {
  const { brand, id } = await fundedJob(browser, '8000');
  await brand.goto(`/brand/dashboard/collaborations/${id}`);
  await expect(paymentStatus(brand)).toHaveText('Funded — held until you complete the job');

  await brand.getByRole('button', { name: 'Cancel collaboration' }).click();
  const dialog = brand.getByRole('dialog');
  await dialog.getByLabel('Reason').fill('The launch moved to next year.');
  await dialog.getByRole('button', { name: 'Cancel collaboration' }).click();
  await expectToast(brand, 'Collaboration cancelled');
  await expect(paymentStatus(brand)).toHaveText('Refunded — ₹8,944 back to you');
  await expect(brand.getByRole('button', { name: 'Open a dispute' })).toHaveCount(0);
});

test('the creator opens a dispute on the page: the money is frozen on both sides', async ({ browser }) => {
  const { brand, creator, token, id } = await fundedJob(browser, '5000');
  await creator.goto(`/creator/dashboard/collaborations/${id}`);
  await expect(paymentStatus(creator)).toHaveText('Funded — ₹5,000 is held for you until the job is complete');

  await creator.getByRole('button', { name: 'Open a dispute' }).click();
  const dialog = creator.getByRole('dialog');
  // No reason: the field says what is missing and nothing is opened.
  await dialog.getByRole('button', { name: 'Open a dispute' }).click();
  await expect(dialog.getByText('Say what went wrong')).toBeVisible();
  await dialog.getByLabel('Reason').fill('The brand changed the brief after I filmed it.');
  await dialog.getByRole('button', { name: 'Open a dispute' }).click();
  await expectToast(creator, 'Dispute opened: the money stays held until it is settled');
  await expect(paymentStatus(creator)).toHaveText('In dispute — the money is frozen until it is settled');
  await expect(creator.getByText('Dispute opened by you: “The brand changed the brief after I filmed it.”')).toBeVisible();
  await expect(creator.getByRole('button', { name: 'Open a dispute' })).toHaveCount(0);

  await brand.goto(`/brand/dashboard/collaborations/${id}`);
  await expect(paymentStatus(brand)).toHaveText('In dispute — the money is frozen until it is settled');
  await expect(brand.getByText('Dispute opened by the creator: “The brand changed the brief after I filmed it.”')).toBeVisible();
  // Frozen: a second dispute is refused with the plain reason.
  const again = await brand.request.post(`/api/collaborations/${id}/dispute`, {
    headers: { authorization: `Bearer ${token}` },
    data: { reason: 'Me too' },
  });
  expect(again.status()).toBe(409);

  // An operator settles it from the command line: ₹3,000 to the creator, the rest of the fee back to the brand.
  const said = runOnServerDatabase('dispute', ['settle', id, '--split', '300000']);
  expect(said).toContain('creator ₹3,000, brand refunded ₹2,000');
  await creator.reload();
  await expect(paymentStatus(creator)).toHaveText('Released — ₹3,000 is yours');
  await expect(creator.getByRole('button', { name: 'Open a dispute' })).toHaveCount(0);
  await brand.reload();
  await expect(paymentStatus(brand)).toHaveText('Released — ₹3,000 to the creator');
});
