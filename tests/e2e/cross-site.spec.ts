import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type BrowserContext } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../helpers/chromium';
import { baseURL } from '../../playwright.config';
import { clientAddress, expectToast, signUpCreatorByApi } from './support';

// Issue 12, items 7, 8 and 10, in a real browser: our site under a domain name of its own
// (collab.test) and an attacker's site (evil.test), both resolved to this machine by Chromium.

const port = new URL(baseURL).port;
const site = `http://collab.test:${port}`;

// The production build sets Secure cookies; Chromium keeps them over plain http only for trustworthy
// origins (localhost does), so collab.test is declared one, as https would make it.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP collab.test 127.0.0.1, MAP evil.test 127.0.0.1', `--unsafely-treat-insecure-origin-as-secure=${site}`],
  },
});

/** An attacker's page on evil.test, serving `html` at `/`; closed after the test. */
async function evilSite(html: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: evilPort } = server.address() as AddressInfo;
  return { url: `http://evil.test:${evilPort}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The browser's creator session, as if it had signed in on collab.test (the API signs in on the test's base URL). */
async function moveSessionToSite(context: BrowserContext) {
  const cookies = (await context.cookies(baseURL)).filter((c) => c.name.startsWith('creator_'));
  await context.addCookies(
    cookies.map(({ name, value, httpOnly, sameSite, expires }) => ({ name, value, httpOnly, sameSite, expires, domain: 'collab.test', path: '/' })),
  );
}

/** Session cookies the browser holds for collab.test (Secure ones included, which a lookup by http URL leaves out). */
async function sessionCookies(context: BrowserContext) {
  return (await context.cookies()).filter((c) => c.domain.replace(/^\./, '') === 'collab.test' && (c.name.endsWith('_access') || c.name.endsWith('_refresh')));
}

test('an idle creator on a real domain name is refreshed back to the dashboard on that domain, not sent away', async ({ page, context }) => {
  const me = await signUpCreatorByApi(context.request, { name: `Idle ${Date.now().toString(36)}`, emailPrefix: 'e2e-idle', niche: 'Food' });
  await moveSessionToSite(context);
  await page.goto(`${site}/creator/dashboard`);
  await expect(page.getByRole('heading', { name: `Welcome, ${me.name}!` })).toBeVisible();
  // Fifteen idle minutes later the access cookie is gone; the refresh cookie is not.
  await context.clearCookies({ name: 'creator_access', domain: 'collab.test' });
  await page.goto(`${site}/creator/dashboard`);
  await expect(page).toHaveURL(`${site}/creator/dashboard`);
  await expect(page.getByRole('heading', { name: `Welcome, ${me.name}!` })).toBeVisible();
  // A new access cookie for collab.test, set by the refresh on that host.
  expect((await sessionCookies(context)).map((c) => c.name)).toContain('creator_access');
});

test('a page on another site cannot sign the browser into its account (login CSRF), by form or by fetch', async ({ page, context }) => {
  const attacker = await signUpCreatorByApi(context.request, { name: 'Mallory', emailPrefix: 'e2e-mallory', niche: 'Food' });
  await context.clearCookies();
  const body = JSON.stringify({ email: attacker.email, password: 'secret123' });
  // The classic trick: a text/plain form whose one field makes the body a JSON object.
  const [name, value] = [body.slice(0, -2) + '", "x": "', '"}'];
  const evil = await evilSite(`<!doctype html><title>Win a prize</title>
    <form id="f" method="POST" action="${site}/api/creator/login" enctype="text/plain"><input name='${name}' value='${value}'></form>
    <button id="go" onclick="document.getElementById('f').submit()">Claim</button>
    <button id="fetch">Fetch</button>
    <script>
      document.getElementById('fetch').onclick = () =>
        fetch(${JSON.stringify(`${site}/api/creator/login`)}, { method: 'POST', mode: 'no-cors', credentials: 'include', body: ${JSON.stringify(body)} }).then(() => (document.title = 'sent'));
    </script>`);
  try {
    await page.goto(evil.url);
    await page.locator('#fetch').click();
    await expect(page).toHaveTitle('sent');
    expect(await sessionCookies(context)).toEqual([]);
    await page.locator('#go').click();
    await expect(page.getByText('Cross-site request refused')).toBeVisible();
    expect(await sessionCookies(context)).toEqual([]);
    await page.goto(`${site}/creator/dashboard`);
    await expect(page).toHaveURL(`${site}/creator/signup`);
  } finally {
    await evil.close();
  }
});

test('a page on another site cannot sign the browser out, whatever the body holds', async ({ page, context }) => {
  const me = await signUpCreatorByApi(context.request, { name: `Stay ${Date.now().toString(36)}`, emailPrefix: 'e2e-stay', niche: 'Food' });
  await moveSessionToSite(context);
  const evil = await evilSite(`<!doctype html><title>Hi</title>
    <form id="f" method="POST" action="${site}/api/session/logout?role=creator" enctype="text/plain"><input name='{"token":"junk","x":"' value='"}'></form>
    <button id="go" onclick="document.getElementById('f').submit()">Go</button>`);
  try {
    await page.goto(evil.url);
    await page.locator('#go').click();
    await expect(page.getByText('Cross-site request refused')).toBeVisible();
    expect((await sessionCookies(context)).map((c) => c.name).sort()).toEqual(['creator_access', 'creator_refresh']);
    await page.goto(`${site}/creator/dashboard`);
    await expect(page.getByRole('heading', { name: `Welcome, ${me.name}!` })).toBeVisible();
  } finally {
    await evil.close();
  }
});

test('on a real domain name, the login form and Sign Out (server actions) work, and Sign Out ends the session', async ({ page, context }) => {
  const me = await signUpCreatorByApi(context.request, { name: `Domain ${Date.now().toString(36)}`, emailPrefix: 'e2e-domain', niche: 'Food' });
  await context.clearCookies();
  await page.setExtraHTTPHeaders(clientAddress());
  await page.goto(`${site}/creator/login`);
  await page.getByLabel('Email').fill(me.email);
  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expectToast(page, 'Login successful');
  await expect(page).toHaveURL(`${site}/creator/dashboard`);
  await expect(page.getByRole('heading', { name: `Welcome, ${me.name}!` })).toBeVisible();
  expect((await sessionCookies(context)).map((c) => c.name).sort()).toEqual(['creator_access', 'creator_refresh']);
  const refresh = (await sessionCookies(context)).find((c) => c.name === 'creator_refresh')!.value;

  await page.getByRole('button', { name: new RegExp(me.name) }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expectToast(page, 'Signed out');
  await expect(page).toHaveURL(`${site}/`);
  expect(await sessionCookies(context)).toEqual([]);
  // The session ended on the server too: its refresh token no longer renews anything (asked from
  // this test's process, which reaches the server by its address, not by collab.test).
  const reused = await page.request.post('/api/creator/token', { data: { token: refresh } });
  expect(reused.status()).toBe(401);
});
