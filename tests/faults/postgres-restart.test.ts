import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../helpers/chromium';
import {
  ask,
  campaignForm,
  killAll,
  pgQuery,
  report,
  sleep,
  startPostgres,
  startServer,
  signUpBrand,
  signUpCreator,
  tempDir,
  uniq,
  waitFor,
  type Answer,
  type Postgres,
} from './support';

// (a) PostgreSQL restarted during a write load. While it is down the server answers 503 with a
// message (never a 500); it recovers by itself; every write acknowledged with 2xx is there after.

const DOWN_MS = 4000;

let pg: Postgres | undefined;
let browser: Browser;

afterAll(async () => {
  await browser?.close();
  await killAll();
  pg?.destroy();
});

type Outcome = { kind: 'campaign' | 'request'; status: number | 'network'; message?: string; id?: string; at: number; end: number };

describe('fault (a): PostgreSQL restarts under write load', () => {
  it('answers 503 with a message while the database is down, recovers by itself, and loses no acknowledged write', async () => {
    pg = await startPostgres();
    const databaseUrl = await pg.createDatabase(`faults_a_${uniq()}`);
    const dataDir = tempDir('a');
    const server = await startServer({ dataDir, databaseUrl });
    const brand = await signUpBrand(server);
    const creators = await Promise.all([signUpCreator(server), signUpCreator(server), signUpCreator(server)]);

    const outcomes: Outcome[] = [];
    const acknowledgedCampaigns: { id: string; image: string }[] = [];
    let stop = false;

    // Writers: a brand creating campaigns; creators asking to join the campaigns that were acknowledged.
    const brandWriter = async () => {
      while (!stop) {
        const at = Date.now();
        let res: Answer;
        try {
          res = await ask(server.url, '/api/campaign/create', { form: await campaignForm(`Load ${uniq()}`), token: brand.accessToken, timeoutMs: 20_000 });
        } catch {
          outcomes.push({ kind: 'campaign', status: 'network', at, end: Date.now() });
          continue;
        }
        const campaign = res.data.campaign as { _id: string; campaignImage: string } | undefined;
        outcomes.push({ kind: 'campaign', status: res.status, message: res.data.message, id: campaign?._id, at, end: Date.now() });
        if (res.status === 201 && campaign) acknowledgedCampaigns.push({ id: campaign._id, image: campaign.campaignImage });
        if (res.status >= 500) await sleep(200);
      }
    };
    const asked = new Set<string>();
    const creatorWriter = async (i: number) => {
      while (!stop) {
        const target = acknowledgedCampaigns.find((c) => !asked.has(`${i}:${c.id}`));
        if (!target) {
          await sleep(50);
          continue;
        }
        const at = Date.now();
        let res: Answer;
        try {
          res = await ask(server.url, `/api/campaign/${target.id}/request`, { method: 'POST', token: creators[i].accessToken, timeoutMs: 20_000 });
        } catch {
          outcomes.push({ kind: 'request', status: 'network', at, end: Date.now() });
          continue;
        }
        outcomes.push({ kind: 'request', status: res.status, message: res.data.message, id: target.id, at, end: Date.now() });
        // A refused or failed request is tried again; an acknowledged (or already made) one is done.
        if (res.status === 201 || res.status === 409) asked.add(`${i}:${target.id}`);
        if (res.status >= 500) await sleep(200);
      }
    };

    const load = Promise.all([brandWriter(), brandWriter(), ...creators.map((_, i) => creatorWriter(i))]);
    await waitFor('writes before the restart', 30_000, async () => acknowledgedCampaigns.length >= 5);

    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const downAt = Date.now();
    pg.stop();
    // From here until start() is called, nothing can be written.
    const stoppedAt = Date.now();
    const healthWhileDown = await ask(server.url, '/api/health');
    // In a browser, pages say what happened and offer a retry (our error boundaries), rather than
    // the framework's bare "Application error". The server answers 500 with Next.js's error shell
    // and the browser renders the nearest boundary.
    const pageWhileDown = async (pathname: string, text: string, cookie = '') => {
      const context = await browser.newContext({ extraHTTPHeaders: cookie ? { cookie } : {} });
      const page = await context.newPage();
      const res = await page.goto(server.url + pathname);
      const shown = await page
        .getByText(text)
        // Generous: the writers keep the server and the pool busy while the database is down.
        .waitFor({ timeout: 30_000 })
        .then(() => true)
        .catch(() => false);
      const retry = await page.getByRole('button', { name: 'Try again' }).isVisible();
      const siteHeader = await page.getByRole('navigation', { name: 'Main' }).isVisible();
      await context.close();
      return { status: res?.status(), shown, retry, siteHeader };
    };
    const dashboardWhileDown = await pageWhileDown('/creator/dashboard', 'We could not load this page', creators[0].cookies);
    const listWhileDown = await pageWhileDown('/collaborate?q=while-down', 'Failed to fetch campaigns');
    const campaignWhileDown = await pageWhileDown(`/campaigns/${acknowledgedCampaigns[0].id}`, 'We could not load this page');
    await sleep(Math.max(0, DOWN_MS - (Date.now() - stoppedAt)));
    const startingAt = Date.now();
    pg.start();
    const upAt = Date.now();

    // Recovers by itself: new writes are acknowledged again, with no restart of the app.
    await waitFor('an acknowledged write after the restart', 30_000, async () => outcomes.some((o) => o.at > upAt && o.status === 201));
    await sleep(1500);
    stop = true;
    await load;

    const during = outcomes.filter((o) => o.at >= stoppedAt && o.end <= startingAt);
    const unavailable = outcomes.filter((o) => o.status === 503);
    const serverErrors = outcomes.filter((o) => typeof o.status === 'number' && o.status >= 500 && o.status !== 503);
    expect(healthWhileDown.status).toBe(503);
    expect(healthWhileDown.data.message).toBe('Database is not answering');
    expect(dashboardWhileDown).toEqual({ status: 500, shown: true, retry: true, siteHeader: false });
    // Public pages keep the site's header (and footer) around the message.
    expect(listWhileDown).toEqual({ status: 500, shown: true, retry: true, siteHeader: true });
    expect(campaignWhileDown).toEqual({ status: 500, shown: true, retry: true, siteHeader: true });
    expect(unavailable.length, 'some writes were refused with 503 while the database was down').toBeGreaterThan(0);
    for (const o of unavailable) expect(o.message).toBe('Service temporarily unavailable, please try again shortly');
    expect(serverErrors, `no 500s: ${JSON.stringify(serverErrors.slice(0, 3))}`).toEqual([]);
    expect(during.length, 'writes were attempted while the database was down').toBeGreaterThan(0);
    expect(
      during.filter((o) => o.status === 201),
      'nothing is acknowledged while the database is down',
    ).toEqual([]);
    expect((await ask(server.url, '/api/health')).status).toBe(200);

    // Every acknowledged write is there: campaigns with their image files, and the requests.
    const acknowledgedRequests = outcomes.filter((o) => o.kind === 'request' && o.status === 201);
    const campaignRows = await pgQuery<{ id: string; campaign_image: string }>(databaseUrl, 'select id, campaign_image from campaigns where brand_id = $1', [
      brand.id,
    ]);
    const requestRows = await pgQuery<{ campaign_id: string; creator_id: string }>(databaseUrl, 'select campaign_id, creator_id from participation_requests');
    const stored = new Set(campaignRows.map((r) => r.id));
    const lostCampaigns = acknowledgedCampaigns.filter((c) => !stored.has(c.id));
    const lostRequests = acknowledgedRequests.filter((o) => !requestRows.some((r) => r.campaign_id === o.id));
    const uploads = path.join(dataDir, 'uploads');
    const withoutImage = campaignRows.filter((r) => !fs.existsSync(path.join(uploads, r.campaign_image.replace(/^uploads\//, ''))));
    // Every request row has the brand's notification that commits with it.
    const unnotified = await pgQuery(
      databaseUrl,
      `select r.id from participation_requests r join campaigns c on c.id = r.campaign_id
       where not exists (select 1 from notifications n where n.recipient_role = 'brand' and n.recipient_id = c.brand_id and n.campaign_id = r.campaign_id and n.actor_id = r.creator_id and n.type = 'request')`,
    );
    expect(lostCampaigns).toEqual([]);
    expect(lostRequests).toEqual([]);
    expect(withoutImage).toEqual([]);
    expect(unnotified).toEqual([]);

    report('postgres restart under load', {
      writesAttempted: outcomes.length,
      writesAcknowledged: acknowledgedCampaigns.length + acknowledgedRequests.length,
      answered503: unavailable.length,
      answered500: serverErrors.length,
      downForMs: upAt - downAt,
      writesLost: lostCampaigns.length + lostRequests.length,
    });
    await server.stop('SIGTERM');
  });
});
