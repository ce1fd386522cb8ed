import { expect, test } from '@playwright/test';
import { clientAddress, createDemoCampaign, expectToast, mailsTo, signUpBrandByApi, signUpCreatorByApi, unique } from './support';

// Each side chooses its notification e-mails in its profile; a brand hears of new requests at
// once, then at most once per campaign an hour.

test('a brand on a phone turns off request e-mails: saved, kept after a reload, and no mail comes', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 760 }, extraHTTPHeaders: clientAddress() });
  const page = await context.newPage();
  const { email } = await signUpBrandByApi(page.request, `Mailprefs ${unique('b')}`);
  const login = await page.request.post('/api/brand/login', { data: { email, password: 'secret123' } });
  const token = ((await login.json()) as { accessToken: string }).accessToken;

  await page.goto('/brand/dashboard/brand-profile');
  const card = page.getByRole('form', { name: 'E-mails' });
  const requests = card.getByRole('checkbox', { name: /Creators asking to join my campaigns/ });
  await expect(requests).toBeChecked();
  await requests.uncheck();
  await card.getByRole('button', { name: 'Update e-mail settings' }).click();
  await expectToast(page, 'E-mail settings saved');
  await page.reload();
  await expect(page.getByRole('form', { name: 'E-mails' }).getByRole('checkbox', { name: /Creators asking to join/ })).not.toBeChecked();
  await expect(page.getByRole('form', { name: 'E-mails' }).getByRole('checkbox', { name: /Collaboration updates/ })).toBeChecked();

  const campaignId = await createDemoCampaign(page.request, token, `Quiet campaign ${unique('c')}`);
  const creatorContext = await browser.newContext({ extraHTTPHeaders: clientAddress() });
  await signUpCreatorByApi(creatorContext.request, { name: `Asker ${unique('c')}`, emailPrefix: 'mailprefs', niche: 'Health' });
  expect((await creatorContext.request.post(`/api/campaign/${campaignId}/request`)).status()).toBe(201);
  await creatorContext.close();
  // The request is in the app; no mail about it.
  await page.goto('/brand/dashboard');
  await expect(page.getByRole('region', { name: 'Overview' }).getByRole('link', { name: /^1 request to decide/ })).toBeVisible();
  expect((await mailsTo(email)).map((m) => m.subject).filter((s) => s.includes('asked to join'))).toEqual([]);
  await context.close();
});

test('a brand hears at once of the first creator who asks to join', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: clientAddress() });
  const page = await context.newPage();
  const { email } = await signUpBrandByApi(page.request, `Mailprefs ${unique('b')}`);
  const token = ((await (await page.request.post('/api/brand/login', { data: { email, password: 'secret123' } })).json()) as { accessToken: string })
    .accessToken;
  const name = `Heard campaign ${unique('c')}`;
  const campaignId = await createDemoCampaign(page.request, token, name);
  const creatorContext = await browser.newContext({ extraHTTPHeaders: clientAddress() });
  const creator = await signUpCreatorByApi(creatorContext.request, { name: `Asker ${unique('c')}`, emailPrefix: 'mailprefs', niche: 'Health' });
  expect((await creatorContext.request.post(`/api/campaign/${campaignId}/request`)).status()).toBe(201);
  await creatorContext.close();
  await expect.poll(async () => (await mailsTo(email)).map((m) => m.subject)).toContain(`${creator.name} asked to join ${name}`);
  await context.close();
});
