import { expect, test } from '@playwright/test';
import {
  createDemoCampaign,
  expectToast,
  fileReport,
  joinApproved,
  logInDemoBrand,
  newPerson,
  REPORT_SENT,
  REPORTED_BEFORE,
  signUpCreatorByApi,
  unique,
} from './support';

// Reports from users (issue 36): a brand reports a creator's message from the job's thread, a
// creator reports a campaign from its page; each second report of the same item is refused with
// a message in the dialog. What an operator does with them: ops-journey.spec.ts.

test('a brand reports a message from the thread and a creator reports a campaign; a second report is refused', async ({ browser }) => {
  test.setTimeout(120_000);
  const brand = await newPerson(browser);
  const token = await logInDemoBrand(brand.request);
  const campaignName = unique('Reported campaign');
  const campaignId = await createDemoCampaign(brand.request, token, campaignName);
  const creator = await newPerson(browser);
  const who = await signUpCreatorByApi(creator.request, { name: `Rhea ${unique('rp')}`, emailPrefix: 'e2e-report', niche: 'Health' });
  const id = await joinApproved(creator.request, brand.request, token, campaignId, who.id);
  const text = `Pay me on UPI instead ${unique('msg')}`;
  expect((await creator.request.post(`/api/collaborations/${id}/messages`, { data: { text } })).status()).toBe(201);

  // The brand reports the creator's message from the thread.
  await brand.goto(`/brand/dashboard/collaborations/${id}`);
  const message = brand.getByTestId('message').filter({ hasText: text });
  await expect(message).toBeVisible();
  const reportMessage = message.getByRole('button', { name: /^Report message from/ });
  const dialog = await fileReport(brand, reportMessage, 'Scam or fraud', 'Asks to be paid outside the app');
  await expectToast(brand, REPORT_SENT);
  await expect(dialog).toBeHidden();
  // Again: the dialog says it is already reported.
  const again = await fileReport(brand, reportMessage, 'Spam or advertising', '');
  await expect(again.getByRole('alert').filter({ hasText: REPORTED_BEFORE })).toBeVisible();
  await again.getByRole('button', { name: 'Cancel' }).click();
  await expect(again).toBeHidden();
  // Its own messages carry no Report.
  const mine = `Thanks, we pay through the app ${unique('own')}`;
  expect((await brand.request.post(`/api/collaborations/${id}/messages`, { data: { text: mine } })).status()).toBe(201);
  await brand.reload();
  await expect(brand.getByTestId('message').filter({ hasText: mine })).toBeVisible();
  await expect(
    brand
      .getByTestId('message')
      .filter({ hasText: mine })
      .getByRole('button', { name: /^Report/ }),
  ).toHaveCount(0);

  // Another creator reports the campaign from its page.
  const other = await newPerson(browser);
  await signUpCreatorByApi(other.request, { name: `Kiran ${unique('rp')}`, emailPrefix: 'e2e-report2', niche: 'Health' });
  await other.goto(`/campaigns/${campaignId}`);
  await expect(other.getByRole('heading', { level: 1, name: campaignName })).toBeVisible();
  const reportCampaign = other.getByRole('button', { name: `Report campaign ${campaignName}` });
  const campaignDialog = await fileReport(other, reportCampaign, 'Offensive or abusive', 'Rude brief');
  await expectToast(other, REPORT_SENT);
  await expect(campaignDialog).toBeHidden();
  const twice = await fileReport(other, reportCampaign, 'Offensive or abusive', '');
  await expect(twice.getByRole('alert').filter({ hasText: REPORTED_BEFORE })).toBeVisible();

  // The brand sees no Report on its own campaign (once the page knows it is the owner: Manage shows).
  await brand.goto(`/campaigns/${campaignId}`);
  await expect(brand.getByRole('link', { name: /^Manage/ })).toBeVisible();
  await expect(brand.getByRole('button', { name: /^Report/ })).toHaveCount(0);
});
