import { expect, test, type Page } from '@playwright/test';
import { createDemoCampaign, expectToast, logInDemoBrand, mailsTo, seriousViolations, signUpCreatorByApi, unique } from './support';

// A brand invites a creator from the creator's profile; the creator, on a phone, finds the
// invitation in the app and in the mail, declines one and accepts the other, and both sides land
// in the same active collaboration.

const invitationCard = (page: Page, text: string) => page.locator('li[data-invitation-id]').filter({ hasText: text });

async function invite(brand: Page, creatorId: string, campaignName: string, note: string) {
  await brand.goto(`/creators/${creatorId}`);
  await brand.getByRole('button', { name: /^Invite to a campaign/ }).click();
  const dialog = brand.getByRole('dialog');
  await dialog.getByLabel('Campaign').selectOption({ label: campaignName });
  await dialog.getByLabel(/^Note/).fill(note);
  await expect(dialog.getByText(`${note.length}/500`)).toBeVisible();
  expect(await seriousViolations(brand), 'invite dialog').toEqual([]);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expectToast(brand, 'Invitation sent');
  await expect(dialog).toBeHidden();
}

test('a brand invites a creator; the creator declines one invitation and accepts the other on a phone; both open the same active collaboration', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const brand = await (await browser.newContext()).newPage();
  const token = await logInDemoBrand(brand.request);
  const accepted = unique('Invited monsoon');
  const declined = unique('Invited winter');
  const acceptedId = await createDemoCampaign(brand.request, token, accepted, { feeInr: '6000' });
  const declinedId = await createDemoCampaign(brand.request, token, declined);

  const creator = await (await browser.newContext({ viewport: { width: 375, height: 740 } })).newPage();
  const who = await signUpCreatorByApi(creator.request, { name: `Asha ${unique('inv')}`, emailPrefix: 'e2e-invite', niche: 'Food' });

  await invite(brand, who.id, declined, 'Would you try our winter range?');
  await invite(brand, who.id, accepted, 'We loved your monsoon reel');

  // The e-mail arrived, with the note and the way to answer.
  await expect.poll(async () => (await mailsTo(who.email)).filter((m) => m.subject.includes(accepted)).length, { timeout: 10_000 }).toBe(1);
  const mail = (await mailsTo(who.email)).find((m) => m.subject.includes(accepted))!;
  expect(mail.text).toContain('We loved your monsoon reel');
  expect(mail.text).toContain('/creator/dashboard/invitations');

  // On the phone: the notification leads to the invitations.
  await creator.goto('/creator/dashboard/notifications');
  await creator.getByTestId('notification').filter({ hasText: accepted }).getByRole('link', { name: 'See invitation' }).click();
  await expect(creator).toHaveURL(/\/creator\/dashboard\/invitations$/);
  await expect(invitationCard(creator, accepted)).toContainText('We loved your monsoon reel');
  await expect(invitationCard(creator, accepted)).toContainText('₹6,000 per creator');
  await expect(invitationCard(creator, accepted)).toContainText('Pending');
  expect(await seriousViolations(creator), 'invitations page at 375 px').toEqual([]);

  // Decline one, with a reason.
  await invitationCard(creator, declined)
    .getByRole('button', { name: /^Decline/ })
    .click();
  const dialog = creator.getByRole('dialog');
  await dialog.getByLabel(/^Reason/).fill('Booked for the winter');
  await dialog.getByRole('button', { name: 'Decline invitation' }).click();
  await expectToast(creator, 'Invitation declined');
  await expect(invitationCard(creator, declined)).toContainText('Declined');
  await expect(invitationCard(creator, declined)).toContainText('Booked for the winter');

  // Accept the other: straight into the active collaboration.
  await invitationCard(creator, accepted)
    .getByRole('button', { name: /^Accept/ })
    .click();
  await expect(creator).toHaveURL(/\/creator\/dashboard\/collaborations\/[0-9a-f-]{36}$/);
  const id = creator.url().split('/').at(-1)!;
  await expect(creator.getByRole('heading', { level: 1, name: accepted })).toBeVisible();
  await expect(creator.getByTestId('next-step')).toHaveText('Submit your content for review');
  // Nothing is cut off on the phone.
  expect(await creator.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The brand finds the same collaboration, active, in its own list.
  await brand.goto('/brand/dashboard/collaborations');
  await brand.getByTestId('collaboration-row').filter({ hasText: accepted }).click();
  await expect(brand).toHaveURL(new RegExp(`/brand/dashboard/collaborations/${id}$`));
  await expect(brand.getByTestId('next-step')).toHaveText('Waiting for the creator’s content');
  await expect(brand.getByText('accepted the invitation')).toBeVisible();

  // And the other campaign's invitations say Declined, with the reason.
  await brand.goto(`/brand/dashboard/campaign-setting/${declinedId}/invitations`);
  const row = invitationCard(brand, who.name);
  await expect(row).toContainText('Declined');
  await expect(row).toContainText('Booked for the winter');
  expect(await seriousViolations(brand), "a campaign's invitations").toEqual([]);
  await brand.goto(`/brand/dashboard/campaign-setting/${acceptedId}/invitations`);
  await expect(invitationCard(brand, who.name)).toContainText('Accepted');
});

test('the brand withdraws a pending invitation; the creator mutes a brand and unmutes it', async ({ browser }) => {
  test.setTimeout(90_000);
  const brand = await (await browser.newContext()).newPage();
  const token = await logInDemoBrand(brand.request);
  const campaign = unique('Invite withdraw');
  const campaignId = await createDemoCampaign(brand.request, token, campaign);
  const other = unique('Invite mute');
  await createDemoCampaign(brand.request, token, other);
  const creator = await (await browser.newContext({ viewport: { width: 375, height: 740 } })).newPage();
  const who = await signUpCreatorByApi(creator.request, { name: `Kiran ${unique('inv')}`, emailPrefix: 'e2e-invite-mute', niche: 'Travel' });

  await invite(brand, who.id, campaign, 'First note');
  await brand.goto(`/brand/dashboard/campaign-setting/${campaignId}/invitations`);
  await invitationCard(brand, who.name)
    .getByRole('button', { name: /^Withdraw/ })
    .click();
  await expectToast(brand, 'Invitation withdrawn');
  await expect(invitationCard(brand, who.name)).toContainText('Withdrawn');

  await invite(brand, who.id, other, 'Second note');
  await creator.goto('/creator/dashboard/invitations');
  await expect(invitationCard(creator, campaign)).toContainText('Withdrawn');
  await invitationCard(creator, other)
    .getByRole('button', { name: /^Mute / })
    .click();
  await creator
    .getByRole('dialog')
    .getByRole('button', { name: /^Mute / })
    .click();
  await expectToast(creator, /is muted/);
  // Its pending invitation is hidden while muted; the brand is listed with Unmute.
  await expect(invitationCard(creator, other)).toHaveCount(0);
  const muted = creator.getByRole('list', { name: 'Muted brands' });
  await expect(muted.getByRole('listitem')).toHaveCount(1);
  await muted.getByRole('button', { name: /^Unmute/ }).click();
  await expectToast(creator, /is unmuted/);
  await expect(invitationCard(creator, other)).toContainText('Pending');
});

/** The brand (bearer `token`) invites the creator to the campaign through the API. */
async function inviteByApi(brand: Page, token: string, campaignId: string, creatorId: string) {
  const res = await brand.request.post(`/api/campaign/${campaignId}/invitations`, {
    headers: { authorization: `Bearer ${token}` },
    data: { creatorId, note: 'Would you join us?' },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('answering an invitation reads its alert: the Notifications badge falls', async ({ browser }) => {
  const brand = await (await browser.newContext()).newPage();
  const token = await logInDemoBrand(brand.request);
  const first = unique('Badge first');
  const second = unique('Badge second');
  const firstId = await createDemoCampaign(brand.request, token, first);
  const secondId = await createDemoCampaign(brand.request, token, second);
  const creator = await (await browser.newContext()).newPage();
  const who = await signUpCreatorByApi(creator.request, { name: `Badge ${unique('inv')}`, emailPrefix: 'e2e-inv-badge', niche: 'Food' });
  await inviteByApi(brand, token, firstId, who.id);
  await inviteByApi(brand, token, secondId, who.id);

  await creator.goto('/creator/dashboard/invitations');
  const badge = creator
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: /^Notifications/ })
    .locator('.count-dot');
  await expect(badge).toHaveText('2 unread');
  await invitationCard(creator, first)
    .getByRole('button', { name: /^Decline/ })
    .click();
  await creator.getByRole('dialog').getByRole('button', { name: 'Decline invitation' }).click();
  await expectToast(creator, 'Invitation declined');
  await expect(badge).toHaveText('1 unread');
  // The other invitation's alert is still new, on the Notifications page too.
  await creator.goto('/creator/dashboard/notifications');
  await expect(badge).toHaveText('1 unread');
});

test('after accepting an invitation the job page shows at once: no loading screen between', async ({ browser }) => {
  const brand = await (await browser.newContext()).newPage();
  const token = await logInDemoBrand(brand.request);
  const campaignName = unique('At once');
  const campaignId = await createDemoCampaign(brand.request, token, campaignName);
  const creator = await (await browser.newContext()).newPage();
  const who = await signUpCreatorByApi(creator.request, { name: `Quick ${unique('inv')}`, emailPrefix: 'e2e-inv-quick', niche: 'Food' });
  await inviteByApi(brand, token, campaignId, who.id);

  await creator.goto('/creator/dashboard/invitations');
  const badge = creator
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: /^Notifications/ })
    .locator('.count-dot');
  await expect(badge).toHaveText('1 unread');
  // Notes any "Loading..." the page shows from here on, however briefly.
  const sawLoading = () => creator.evaluate(() => (window as unknown as { sawLoading: boolean }).sawLoading);
  await creator.evaluate(() => {
    const w = window as unknown as { sawLoading: boolean };
    const check = () => {
      if (/Loading(\.\.\.|…)/.test(document.body.innerText)) w.sawLoading = true;
    };
    w.sawLoading = false;
    check();
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  expect(await sawLoading()).toBe(false);

  await invitationCard(creator, campaignName)
    .getByRole('button', { name: /^Accept/ })
    .click();
  await expect(creator.getByRole('heading', { level: 1, name: campaignName })).toBeVisible();
  await expect(creator).toHaveURL(/\/creator\/dashboard\/collaborations\/[0-9a-f-]{36}$/);
  await expect(creator.getByTestId('next-step')).toHaveText('Submit your content for review');
  // The same document all along (a client navigation), which never showed a loading screen.
  expect(await sawLoading()).toBe(false);
  // The invitation's alert was read by answering it.
  await expect(badge).toHaveCount(0);
});
