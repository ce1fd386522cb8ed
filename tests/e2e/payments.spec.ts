import { expect, test, type Browser, type Page } from '@playwright/test';
import { createDemoCampaign, expectToast, joinApproved, logInDemoBrand, signUpCreatorByApi, unique } from './support';

// The money of a paid job with the local provider: the brand funds it from the job page through
// the in-app checkout (Pay delivers a signed webhook to our webhook route), the creator can submit
// only once it is funded, and completing the job releases the fee, paid out at once to the creator's payout method.

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

const paymentStatus = (page: Page) => page.getByTestId('payment-status');

test('fund with the local provider, submit only after, complete: the creator sees the fee paid out', async ({ browser }) => {
  test.setTimeout(120_000);
  const brand = await newPage(browser);
  const token = await logInDemoBrand(brand.request);
  const campaignName = unique('Paid job');
  const campaignId = await createDemoCampaign(brand.request, token, campaignName, { feeInr: '8000' });
  const creator = await newPage(browser);
  const who = await signUpCreatorByApi(creator.request, { name: `Meera ${unique('pay')}`, emailPrefix: 'e2e-pay', niche: 'Health' });
  const id = await joinApproved(creator.request, brand.request, token, campaignId, who.id);
  const job = (role: 'brand' | 'creator') => `/${role}/dashboard/collaborations/${id}`;

  // Unfunded: the creator waits, and a submission is refused with a plain reason.
  await creator.goto(job('creator'));
  await expect(paymentStatus(creator)).toHaveText('Waiting for the brand to fund this job');
  await expect(creator.getByText('The brand has not funded this job yet: you can submit content once it is funded.')).toBeVisible();
  await expect(creator.getByLabel('Caption')).toHaveCount(0);
  const early = await creator.request.post(`/api/collaborations/${id}/submissions`, {
    multipart: { caption: 'too soon', draftUrl: 'https://drive.example.com/early' },
  });
  expect(early.status()).toBe(409);

  // The brand funds it: one button, the checkout page, Pay, back to the job.
  await brand.goto(job('brand'));
  await expect(paymentStatus(brand)).toHaveText('Fund ₹8,000 + platform fee ₹800 + GST ₹144 = ₹8,944');
  await brand.getByRole('button', { name: 'Fund ₹8,944' }).click();
  await expect(brand).toHaveURL(/\/pay\/order_local_/);
  await expect(brand.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  // A full page load (as from a provider): its buttons work once the page has hydrated.
  await brand.waitForLoadState('networkidle');
  await brand.getByRole('button', { name: 'Pay ₹8,944' }).click();
  await expectToast(brand, 'Payment received');
  await expect(brand).toHaveURL(new RegExp(`${job('brand')}$`));
  await expect(paymentStatus(brand)).toHaveText('Funded — held until you complete the job');

  // The creator's open page follows; the content form is there now.
  await expect(paymentStatus(creator)).toHaveText('Funded — ₹8,000 is held for you until the job is complete');
  await creator.getByLabel('Caption').fill('Paid and ready');
  await creator.getByLabel(/draft video/).fill('https://drive.example.com/paid-v1');
  await creator.getByRole('button', { name: 'Submit for review' }).click();
  await expectToast(creator, 'Content submitted for review');

  // Approved and live through the API, then the brand completes on its page.
  const detail = (await (await brand.request.get(`/api/collaborations/${id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    collaboration: { submissions: { _id: string }[] };
  };
  const reviewed = await brand.request.post(`/api/collaborations/${id}/submissions/${detail.collaboration.submissions[0]!._id}/review`, {
    headers: { authorization: `Bearer ${token}` },
    data: { decision: 'approve', comment: '' },
  });
  expect(reviewed.status(), await reviewed.text()).toBe(200);
  const live = await creator.request.post(`/api/collaborations/${id}/live`, { data: { postUrls: ['https://www.instagram.com/p/paid-job/'] } });
  expect(live.status(), await live.text()).toBe(200);
  // A creator with a payout method is paid out on release at once (without one, the money waits as payable: payment-statements.spec.ts).
  const method = await creator.request.put('/api/creator/payout-method', { data: { upiId: 'meera@okaxis' } });
  expect(method.status(), await method.text()).toBe(200);
  await brand.reload();
  await expect(brand.getByText(/Released to the creator on .* unless the job is completed or a dispute is opened first\./)).toBeVisible();
  await brand.getByRole('button', { name: 'Mark complete' }).click();
  await brand.getByRole('dialog').getByRole('button', { name: 'Mark complete' }).click();
  await expectToast(brand, 'Collaboration completed');
  await expect(paymentStatus(brand)).toHaveText('Released — ₹8,000 paid to the creator');

  await creator.reload();
  await expect(paymentStatus(creator)).toContainText('Released — ₹8,000 paid out to you on');
  const payment = (await (await creator.request.get(`/api/collaborations/${id}/payment`)).json()) as { payment: { status: string; creatorPaise: number } };
  expect(payment.payment).toMatchObject({ status: 'paid_out', creatorPaise: 800_000 });
});
