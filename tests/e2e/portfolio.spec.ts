import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createDemoCampaign, expectToast, joinApproved, logInDemoBrand, seriousViolations, signUpCreatorByApi, unique } from './support';
import { layoutProblems } from './layout-check';

// A creator's portfolio (issue 35), on a phone and on a laptop: the brand completes a job in the
// browser and allows it in the portfolio; the creator adds it in one click from the job's page,
// then an image and a post on the dashboard's Portfolio page, reorders with the keyboard (arrow keys
// on a handle, a Move down button; each move said aloud), and the public page shows the three in that order.

const SIZES = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'laptop', viewport: { width: 1280, height: 800 } },
] as const;

async function newPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  return (await browser.newContext({ viewport })).newPage();
}

for (const size of SIZES) {
  test(`a creator builds a portfolio of three items and reorders it with the keyboard (${size.name})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const brand = await newPage(browser, size.viewport);
    const token = await logInDemoBrand(brand.request);
    const auth = { authorization: `Bearer ${token}` };
    const campaignName = unique('Portfolio job');
    const campaignId = await createDemoCampaign(brand.request, token, campaignName);
    const creator = await newPage(browser, size.viewport);
    const who = await signUpCreatorByApi(creator.request, { name: `Meera ${unique('pf')}`, emailPrefix: 'e2e-portfolio', niche: 'Food' });

    // A job up to live through the API: a draft approved, the post live on Instagram.
    const id = await joinApproved(creator.request, brand.request, token, campaignId, who.id);
    const submitted = await creator.request.post(`/api/collaborations/${id}/submissions`, {
      multipart: { caption: 'v1', draftUrl: 'https://drive.example.com/pf1' },
    });
    expect(submitted.status(), await submitted.text()).toBe(201);
    const submissionId = ((await submitted.json()) as { submission: { _id: string } }).submission._id;
    const approved = await brand.request.post(`/api/collaborations/${id}/submissions/${submissionId}/review`, { headers: auth, data: { decision: 'approve' } });
    expect(approved.status(), await approved.text()).toBe(200);
    const live = await creator.request.post(`/api/collaborations/${id}/live`, { data: { postUrls: ['https://www.instagram.com/p/portfolio-e2e/'] } });
    expect(live.status(), await live.text()).toBe(200);

    // The brand completes it in the browser and allows the portfolio.
    await brand.goto(`/brand/dashboard/collaborations/${id}`);
    await brand.getByRole('button', { name: 'Mark complete' }).click();
    const dialog = brand.getByRole('dialog', { name: 'Mark this collaboration complete?' });
    await dialog.getByLabel('The creator may show this work in their portfolio').check();
    await dialog.getByRole('button', { name: 'Mark complete' }).click();
    await expectToast(brand, 'Collaboration completed');

    // The creator adds it in one click from the job's page.
    await creator.goto(`/creator/dashboard/collaborations/${id}`);
    await expect(creator.getByText('The brand allowed you to show this work in your portfolio.')).toBeVisible();
    await creator.getByRole('button', { name: 'Add to portfolio' }).click();
    await expectToast(creator, 'Added to your portfolio');
    await expect(creator.getByTestId('portfolio-added')).toContainText('This work is in your portfolio.');
    await creator.getByRole('link', { name: 'Manage your portfolio' }).click();

    // The Portfolio page: the job's item is there; an image and a post join it.
    await expect(creator.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
    const list = creator.getByRole('list', { name: 'Your portfolio' });
    const jobCaption = `${campaignName} for Test Kitchen Co`;
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem').first()).toContainText(jobCaption);

    const imageForm = creator.getByRole('form', { name: 'Add an image' });
    await imageForm.getByLabel('Image', { exact: true }).setInputFiles(path.join(process.cwd(), 'public/demo/campaign-3.webp'));
    await imageForm.getByLabel('Caption').fill('Behind the scenes');
    await imageForm.getByRole('button', { name: 'Add image' }).click();
    await expectToast(creator, 'Added to your portfolio');
    await expect(list.getByRole('listitem')).toHaveCount(2);

    const linkForm = creator.getByRole('form', { name: 'Add a post' });
    // A link on another site names the field.
    await linkForm.getByLabel('Post link').fill('https://example.com/my-post');
    await linkForm.getByRole('button', { name: 'Add post' }).click();
    await expect(linkForm.getByText('Enter the https:// link of a post on Instagram, YouTube, TikTok or Twitter')).toBeVisible();
    await linkForm.getByLabel('Post link').fill('https://www.youtube.com/watch?v=portfolio');
    await linkForm.getByLabel('Caption').fill('Recipe video');
    await linkForm.getByRole('button', { name: 'Add post' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(creator.getByTestId('portfolio-count')).toContainText('3 of 12 items.');

    // Reordered with the keyboard: the post's handle, arrow up twice; each move is announced.
    const handle = creator.getByRole('button', { name: 'Move Recipe video, position 3 of 3' });
    await handle.focus();
    await creator.keyboard.press('ArrowUp');
    await expect(creator.getByTestId('portfolio-announcement')).toHaveText('Recipe video moved to position 2 of 3.');
    await expect(creator.getByRole('button', { name: 'Move Recipe video, position 2 of 3' })).toBeFocused();
    await creator.keyboard.press('ArrowUp');
    await expect(creator.getByTestId('portfolio-announcement')).toHaveText('Recipe video moved to position 1 of 3.');
    await expect(creator.getByText('Order saved.')).toBeVisible();
    // And one place down again with its Move down button: the job first, then the post, then the image.
    await list.getByRole('button', { name: 'Move down Recipe video' }).click();
    await expect(creator.getByTestId('portfolio-announcement')).toHaveText('Recipe video moved to position 2 of 3.');
    await expect(creator.getByText('Order saved.')).toBeVisible();
    await expect(list.getByRole('listitem').nth(0)).toContainText(jobCaption);
    await expect(list.getByRole('listitem').nth(1)).toContainText('Recipe video');
    await expect(list.getByRole('listitem').nth(2)).toContainText('Behind the scenes');
    // The order was saved: a reload shows it.
    await creator.reload();
    await expect(list.getByRole('listitem').nth(1)).toContainText('Recipe video');
    expect(await layoutProblems(creator)).toEqual([]);
    expect(await seriousViolations(creator)).toEqual([]);

    // The public page (cached, refreshed by each change) shows the three in that order.
    const visitor = await newPage(browser, size.viewport);
    await visitor.goto(`/creators/${who.id}`);
    const shown = visitor.getByRole('list', { name: `${who.name}’s portfolio` });
    const items = shown.getByRole('listitem');
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText('Instagram post');
    await expect(items.nth(0)).toContainText(jobCaption);
    await expect(items.nth(1)).toContainText('YouTube post');
    await expect(items.nth(1)).toContainText('Recipe video');
    await expect(items.nth(1).getByRole('link')).toHaveAttribute('href', 'https://www.youtube.com/watch?v=portfolio');
    await expect(items.nth(2).getByRole('img', { name: 'Behind the scenes' })).toBeVisible();
    expect(await layoutProblems(visitor)).toEqual([]);
  });
}
