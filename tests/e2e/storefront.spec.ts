import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectToast, sendMessage, seriousViolations, signUpBrandByApi, signUpCreatorByApi, thread, unique, writeReview } from './support';
import { layoutProblems } from './layout-check';

// A creator's storefront from first package to published reviews (issue 35), on a phone and on a
// laptop: the creator adds two packages and reorders them with the keyboard, adds an image and a
// post to the portfolio; a brand finds the creator in the directory by price, the public page
// shows "From ₹X", the packages and the portfolio; the brand orders one with a brief and pays;
// the creator accepts, answers a question, delivers; the brand approves and completes, allowing
// the work in the portfolio; the creator adds it in one click and reorders the portfolio with the
// keyboard; both review (neither review shows before both are in), the creator replies, and the
// public page shows the review, the reply, the three portfolio items and the track record.

const SIZES = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'laptop', viewport: { width: 1280, height: 800 } },
] as const;

async function newPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  return (await browser.newContext({ viewport })).newPage();
}

async function addPackage(page: Page, p: { title: string; price: string; days: string; kind: string; description: string }) {
  await page.getByRole('button', { name: 'Add package' }).click();
  const form = page.getByRole('form', { name: 'Add a package' });
  await form.getByLabel('Title').fill(p.title);
  await form.getByLabel('Platform', { exact: true }).selectOption('Instagram');
  await form.getByLabel('Deliverable 1 Platform').selectOption('Instagram');
  await form.getByLabel('Deliverable 1 Kind').selectOption(p.kind);
  await form.getByLabel('Deliverable 1 Count').fill('1');
  await form.getByLabel('Price (₹)').fill(p.price);
  await form.getByLabel('Delivery days').fill(p.days);
  await form.getByLabel('Description').fill(p.description);
  await form.getByRole('button', { name: 'Add package' }).click();
  await expectToast(page, 'Package added');
  await expect(form).toHaveCount(0);
}

for (const size of SIZES) {
  test(`a storefront from first package to published reviews: found by price, ordered and paid, delivered, completed, added to the portfolio, reviewed both ways and answered (${size.name})`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const creator = await newPage(browser, size.viewport);
    const niche = unique('Storefront');
    const who = await signUpCreatorByApi(creator.request, { name: `Kavya ${unique('pkg')}`, emailPrefix: 'e2e-pkg', niche });

    await creator.goto('/creator/dashboard/packages');
    await expect(creator.getByRole('heading', { level: 1, name: 'Packages' })).toBeVisible();
    await expect(creator.getByText('You have no packages yet.')).toBeVisible();

    // A refusal names the field.
    await creator.getByRole('button', { name: 'Add package' }).click();
    const form = creator.getByRole('form', { name: 'Add a package' });
    await form.getByLabel('Title').fill('Too slow');
    await form.getByLabel('Delivery days').fill('90');
    await form.getByRole('button', { name: 'Add package' }).click();
    await expect(form.getByText('Delivery days must be a whole number from 1 to 60')).toBeVisible();
    await form.getByRole('button', { name: 'Cancel' }).click();

    await addPackage(creator, { title: '1 Instagram Reel', price: '6,000', days: '7', kind: 'reel', description: 'A 30-second reel about your product.' });
    await addPackage(creator, { title: '3 Instagram Stories', price: '2500', days: '3', kind: 'story', description: 'Three stories with a link sticker.' });
    const list = creator.getByRole('list', { name: 'Your packages' });
    await expect(list.getByRole('heading', { level: 3 })).toHaveText(['1 Instagram Reel', '3 Instagram Stories']);
    await expect(list.getByText('₹2,500 · delivered in 3 days')).toBeVisible();

    // Reordered with the keyboard: the focus stays on the moved package.
    await creator.getByRole('button', { name: 'Move 3 Instagram Stories up' }).focus();
    await creator.keyboard.press('Enter');
    await expect(list.getByRole('heading', { level: 3 })).toHaveText(['3 Instagram Stories', '1 Instagram Reel']);
    await expect(creator.getByRole('button', { name: 'Move 3 Instagram Stories down' })).toBeFocused();

    // The portfolio: an image and a post (a link on another site names the field).
    await creator.goto('/creator/dashboard/portfolio');
    await expect(creator.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
    const portfolio = creator.getByRole('list', { name: 'Your portfolio' });
    const imageForm = creator.getByRole('form', { name: 'Add an image' });
    await imageForm.getByLabel('Image', { exact: true }).setInputFiles(path.join(process.cwd(), 'public/demo/campaign-3.webp'));
    await imageForm.getByLabel('Caption').fill('Behind the scenes');
    await imageForm.getByRole('button', { name: 'Add image' }).click();
    await expectToast(creator, 'Added to your portfolio');
    await expect(portfolio.getByRole('listitem')).toHaveCount(1);
    const linkForm = creator.getByRole('form', { name: 'Add a post' });
    await linkForm.getByLabel('Post link').fill('https://example.com/my-post');
    await linkForm.getByRole('button', { name: 'Add post' }).click();
    await expect(linkForm.getByText('Enter the https:// link of a post on Instagram, YouTube, TikTok or Twitter')).toBeVisible();
    await linkForm.getByLabel('Post link').fill('https://www.youtube.com/watch?v=portfolio');
    await linkForm.getByLabel('Caption').fill('Recipe video');
    await linkForm.getByRole('button', { name: 'Add post' }).click();
    await expect(portfolio.getByRole('listitem')).toHaveCount(2);

    // The brand finds the creator by price: within ₹3,000 yes, within ₹2,000 no.
    const brand = await newPage(browser, size.viewport);
    // A brand of its own (its session cookies stick to this page), so no other spec shares its state.
    const brandName = unique('Pickle Co');
    await signUpBrandByApi(brand.request, brandName);
    await brand.goto('/brand/dashboard/creators');
    const search = brand.getByRole('search', { name: 'Search and filter creators' });
    await search.getByLabel('Niche').fill(niche);
    await search.getByLabel('Max price (₹)').fill('3,000');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(brand).toHaveURL(/maxPriceInr=3%2C000/);
    const card = brand.getByTestId('creator-card');
    await expect(card.getByRole('heading', { level: 2 })).toHaveText([who.name]);
    await expect(card.getByText('From ₹2,500')).toBeVisible();

    await brand.goto(`/brand/dashboard/creators?niche=${encodeURIComponent(niche)}&maxPriceInr=2000`);
    await expect(brand.getByTestId('creator-card')).toHaveCount(0);
    await brand.goBack();
    await brand.getByTestId('creator-card').getByRole('link', { name: who.name }).click();

    await expect(brand.getByRole('heading', { level: 1, name: who.name })).toBeVisible();
    await expect(brand.getByText('From ₹2,500')).toBeVisible();
    const packages = brand.getByRole('list', { name: 'Packages' });
    await expect(packages.getByRole('heading', { level: 3 })).toHaveText(['3 Instagram Stories', '1 Instagram Reel']);
    await expect(packages.getByText('₹6,000 · delivered in 7 days')).toBeVisible();
    await expect(brand.getByRole('list', { name: `${who.name}’s portfolio` }).getByRole('listitem')).toHaveCount(2);

    // Paused: gone from the public page (fresh at once: the write refreshed the cached page).
    await creator.goto('/creator/dashboard/packages');
    await creator.getByRole('button', { name: 'Pause 3 Instagram Stories' }).click();
    await expectToast(creator, 'Package paused');
    await brand.reload();
    await expect(packages.getByRole('heading', { level: 3 })).toHaveText(['1 Instagram Reel']);
    await expect(brand.getByText('From ₹6,000')).toBeVisible();

    // The brand orders the reel with a brief and pays on the local checkout page.
    await brand.getByRole('link', { name: 'Order 1 Instagram Reel' }).click();
    await expect(brand.getByRole('heading', { level: 1, name: `Order from ${who.name}` })).toBeVisible();
    const order = brand.getByRole('form', { name: 'Your brief' });
    await order.getByRole('button', { name: 'Order and pay ₹6,000 + fees' }).click();
    await expect(order.getByText('Say what the creator should feature')).toBeVisible();
    await order.getByLabel('What to feature').fill('Our new mango pickle: show it with a family lunch.');
    await order.getByLabel('Destination URL').fill('https://pickles.example.com/mango');
    await order.getByRole('button', { name: 'Order and pay ₹6,000 + fees' }).click();
    await expect(brand).toHaveURL(/\/pay\/order_local_/);
    await brand.waitForLoadState('networkidle');
    await brand.getByRole('button', { name: /^Pay ₹/ }).click();
    await expectToast(brand, 'Payment received');
    await expect(brand).toHaveURL(/\/brand\/dashboard\/collaborations\/[0-9a-f-]{36}$/);
    await expect(brand.getByTestId('next-step')).toContainText('Waiting for the creator to accept your order');
    const jobId = brand.url().split('/').at(-1)!;

    // The creator accepts: an ordinary job from here on.
    await creator.goto('/creator/dashboard/collaborations');
    const item = creator.getByRole('link', { name: /1 Instagram Reel/ });
    await expect(item).toContainText('Accept or decline this order');
    await item.click();
    await expect(creator).toHaveURL(new RegExp(`/creator/dashboard/collaborations/${jobId}$`));
    await expect(creator.getByRole('heading', { level: 1, name: '1 Instagram Reel' })).toBeVisible();
    await expect(creator.getByTestId('next-step')).toContainText('A brand ordered your package.');
    await creator.getByRole('button', { name: 'Accept order' }).click();
    await expectToast(creator, 'Order accepted');
    await expect(creator.getByRole('button', { name: 'Accept order' })).toHaveCount(0);
    await expect(creator.getByText('Our new mango pickle: show it with a family lunch.')).toBeVisible();

    // A question in the thread, answered; the creator delivers within the package's 7 days, the
    // brand approves, the post goes live and the brand completes the job.
    await sendMessage(brand, 'Can the reel open on the jar?');
    await expect(thread(creator).getByTestId('message').filter({ hasText: 'Can the reel open on the jar?' })).toBeVisible();
    await sendMessage(creator, 'Yes, the jar first.');
    await creator.getByLabel('Caption').fill('Mango pickle at a family lunch');
    await creator.getByLabel(/draft video/).fill('https://drive.example.com/pickle-reel');
    await creator.getByRole('button', { name: 'Submit for review' }).click();
    await expectToast(creator, 'Content submitted for review');
    await brand.getByRole('button', { name: 'Approve content' }).click();
    await expectToast(brand, 'Content approved');
    await creator.getByLabel('Live post link', { exact: true }).fill('https://www.instagram.com/reel/pickle-e2e');
    await creator.getByRole('button', { name: 'Share live post' }).click();
    await expectToast(creator, 'Live post shared');
    await brand.getByRole('button', { name: 'Mark complete' }).click();
    const complete = brand.getByRole('dialog', { name: 'Mark this collaboration complete?' });
    await complete.getByLabel('The creator may show this work in their portfolio').check();
    await complete.getByRole('button', { name: 'Mark complete' }).click();
    await expectToast(brand, 'Collaboration completed');

    // Both review: the creator's review stays hidden from the brand until the brand's is in.
    await creator.reload();
    await writeReview(creator, 5, 'Clear brief, paid at once');
    await brand.reload();
    await expect(brand.getByRole('heading', { name: `Review ${who.name}` })).toBeVisible();
    await expect(brand.getByText('Clear brief, paid at once')).toHaveCount(0);
    await writeReview(brand, 4, 'Jar first, as asked, and on time');
    await brand.reload();
    await expect(brand.getByRole('article', { name: `Review by ${who.name}` })).toContainText('Clear brief, paid at once');

    // The creator answers the brand's review, publicly.
    await creator.reload();
    const theirs = creator.getByRole('article', { name: `Review by ${brandName}` });
    await expect(theirs).toContainText('Jar first, as asked, and on time');
    await creator.getByLabel('Your public reply').fill('Thank you, happy to make the next one');
    await creator.getByRole('button', { name: 'Reply', exact: true }).click();
    await expectToast(creator, 'Reply saved');

    // The job's work joins the portfolio in one click; the creator moves it first with the keyboard
    // (arrow keys on its handle, each move said aloud; a long caption is cut short in the names),
    // and the order is kept.
    await expect(creator.getByText('The brand allowed you to show this work in your portfolio.')).toBeVisible();
    await creator.getByRole('button', { name: 'Add to portfolio' }).click();
    await expectToast(creator, 'Added to your portfolio');
    await expect(creator.getByTestId('portfolio-added')).toContainText('This work is in your portfolio.');
    await creator.getByRole('link', { name: 'Manage your portfolio' }).click();
    await expect(portfolio.getByRole('listitem')).toHaveCount(3);
    await expect(creator.getByTestId('portfolio-count')).toContainText('3 of 12 items.');
    const jobCaption = `1 Instagram Reel for ${brandName}`;
    await expect(portfolio.getByRole('listitem').nth(2)).toContainText(jobCaption);
    const handle = creator.getByRole('button', { name: /^Move 1 Instagram Reel for .*, position 3 of 3$/ });
    await handle.focus();
    await creator.keyboard.press('ArrowUp');
    await expect(creator.getByTestId('portfolio-announcement')).toHaveText(/^1 Instagram Reel for .* moved to position 2 of 3\.$/);
    await expect(creator.getByRole('button', { name: /^Move 1 Instagram Reel for .*, position 2 of 3$/ })).toBeFocused();
    await creator.keyboard.press('ArrowUp');
    await expect(creator.getByTestId('portfolio-announcement')).toHaveText(/^1 Instagram Reel for .* moved to position 1 of 3\.$/);
    await expect(creator.getByText('Order saved.')).toBeVisible();
    // And one place down again with its Move down button.
    await portfolio.getByRole('button', { name: 'Move down Behind the scenes' }).click();
    await expect(creator.getByTestId('portfolio-announcement')).toHaveText('Behind the scenes moved to position 3 of 3.');
    await expect(creator.getByText('Order saved.')).toBeVisible();
    await creator.reload();
    await expect(portfolio.getByRole('listitem').nth(0)).toContainText(jobCaption);
    await expect(portfolio.getByRole('listitem').nth(1)).toContainText('Recipe video');
    await expect(portfolio.getByRole('listitem').nth(2)).toContainText('Behind the scenes');
    expect(await layoutProblems(creator)).toEqual([]);
    expect(await seriousViolations(creator)).toEqual([]);

    // The public page (fresh at once on every write): the review with its reply, and the track record
    // of one job: a rating from three reviews on ("New" before), delivered on time, too few threads
    // for a reply time.
    await brand.goto(`/creators/${who.id}`);
    const review = brand.getByRole('region', { name: 'Reviews' }).getByRole('article', { name: `Review by ${brandName}` });
    await expect(review).toContainText('Jar first, as asked, and on time');
    await expect(review).toContainText(`Reply from ${who.name}`);
    await expect(review).toContainText('Thank you, happy to make the next one');
    const record = brand.getByRole('region', { name: 'Track record' });
    await expect(record.getByTestId('rating')).toHaveText('New');
    await expect(record).toContainText(/Jobs completed\s*1/);
    await expect(record).toContainText('100% of 1 job');
    await expect(record).toContainText('Not enough conversations yet');
    const shown = brand.getByRole('list', { name: `${who.name}’s portfolio` }).getByRole('listitem');
    await expect(shown).toHaveCount(3);
    await expect(shown.nth(0)).toContainText('Instagram post');
    await expect(shown.nth(0)).toContainText(jobCaption);
    await expect(shown.nth(1)).toContainText('YouTube post');
    await expect(shown.nth(1).getByRole('link')).toHaveAttribute('href', 'https://www.youtube.com/watch?v=portfolio');
    await expect(shown.nth(2).getByRole('img', { name: 'Behind the scenes' })).toBeVisible();

    // At this size: nothing wider than the screen, no squeezed text, no overlapping buttons.
    expect(await layoutProblems(brand)).toEqual([]);
    expect(await seriousViolations(brand)).toEqual([]);
    await creator.goto('/creator/dashboard/packages');
    await creator.getByRole('button', { name: 'Edit 1 Instagram Reel' }).click();
    await expect(creator.getByRole('form', { name: 'Edit package' })).toBeVisible();
    expect(await layoutProblems(creator)).toEqual([]);
    expect(await seriousViolations(creator)).toEqual([]);
  });
}
