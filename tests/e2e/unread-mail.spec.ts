import { expect, test } from '@playwright/test';
import { clientAddress, createDemoCampaign, joinApproved, mailsTo, sendMessage, signUpBrandByApi, signUpCreatorByApi, unique } from './support';

// A message the other side leaves unread comes by e-mail (after UNREAD_MAIL_MINUTES, 3 s on the
// test server), one mail for the messages that came meanwhile; its footer's unsubscribe link asks
// first, then turns "New messages" off, as the profile's e-mail settings show.

test('an unread message is e-mailed to the brand, whose unsubscribe link turns "New messages" off', async ({ browser }) => {
  const brandContext = await browser.newContext({ extraHTTPHeaders: clientAddress() });
  const brand = await brandContext.newPage();
  const { email } = await signUpBrandByApi(brand.request, `Unread ${unique('b')}`);
  const token = ((await (await brand.request.post('/api/brand/login', { data: { email, password: 'secret123' } })).json()) as { accessToken: string })
    .accessToken;
  const campaignName = unique('Unread campaign');
  const campaignId = await createDemoCampaign(brand.request, token, campaignName);

  const creatorContext = await browser.newContext({ extraHTTPHeaders: clientAddress() });
  const creator = await creatorContext.newPage();
  const who = await signUpCreatorByApi(creator.request, { name: `Writer ${unique('c')}`, emailPrefix: 'unread', niche: 'Health' });
  const collaborationId = await joinApproved(creator.request, brand.request, token, campaignId, who.id);

  // The creator writes twice; the brand does not open the collaboration.
  await creator.goto(`/creator/dashboard/collaborations/${collaborationId}`);
  await sendMessage(creator, 'The draft is ready <b>tomorrow</b>');
  await sendMessage(creator, 'One question on the brief: https://example.com/brief?a=1&b=2');

  const unread = async () => (await mailsTo(email)).filter((m) => m.subject.includes('unread message'));
  await expect.poll(async () => (await unread()).length, { timeout: 30_000 }).toBe(1);
  const [mail] = await unread();
  expect(mail!.subject).toBe(`${campaignName}: 2 unread messages from ${who.name}`);
  expect(mail!.text).toContain(`${who.name} sent you 2 messages about ${campaignName} that you have not read yet:`);
  expect(mail!.text).toContain('“The draft is ready <b>tomorrow</b>”');
  expect(mail!.text).toContain('“One question on the brief: https://example.com/brief?a=1&b=2”');
  expect(mail!.html).toContain('The draft is ready &lt;b&gt;tomorrow&lt;/b&gt;');
  expect(mail!.text).toContain(`/brand/dashboard/collaborations/${collaborationId}`);
  expect(mail!.text).toContain(`You get this because ${who.name} wrote to you about ${campaignName} and it is still unread.`);
  // Exactly one mail for both messages, even after another poll of the queue.
  await creator.waitForTimeout(4_000);
  expect(await unread()).toHaveLength(1);

  // The footer's link, opened as from the mail: a page that asks before changing anything.
  const link = /Unsubscribe from “New messages”: (\S+)/.exec(mail!.text)?.[1];
  expect(link).toBeDefined();
  await brand.goto(link!);
  await expect(brand.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  await expect(brand.getByText('Stop e-mails about “New messages” to this address? Your other e-mails stay as they are.')).toBeVisible();
  await brand.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(brand.getByText('You will no longer get e-mails about “New messages”. You can turn them back on in your e-mail settings.')).toBeVisible();
  await expect(brand.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);

  // The e-mail settings show that topic off, and only that one.
  await brand.getByRole('link', { name: 'E-mail settings' }).click();
  await expect(brand).toHaveURL(/\/brand\/dashboard\/brand-profile#email-settings$/);
  const card = brand.getByRole('form', { name: 'E-mails' });
  await expect(card.getByRole('checkbox', { name: /New messages/ })).not.toBeChecked();
  await expect(card.getByRole('checkbox', { name: /Collaboration updates/ })).toBeChecked();
  await expect(card.getByRole('checkbox', { name: /Creators asking to join my campaigns/ })).toBeChecked();

  await brandContext.close();
  await creatorContext.close();
});
