import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ask,
  campaignForm,
  killAll,
  report,
  sleep,
  startPostgres,
  startServer,
  signUpBrand,
  signUpCreator,
  tempDir,
  uniq,
  waitFor,
  type Account,
  type Postgres,
  type Server,
} from './support';

// (b) The server killed with SIGKILL in the middle of a burst of campaign creations, participation
// requests and decisions, then started again on the same data: no half-written records (a campaign
// without its image, a request without the brand's notification, a decision without the
// creator's notification) and every write acknowledged before the kill is there.

let pg: Postgres | undefined;
afterAll(async () => {
  await killAll();
  pg?.destroy();
});

type Write = { kind: 'campaign' | 'request' | 'decision'; key: string; status: number | 'killed'; detail?: Record<string, unknown> };

async function get<T>(server: Server, pathname: string, token: string): Promise<T> {
  const res = await ask(server.url, pathname, { token });
  if (res.status !== 200) throw new Error(`GET ${pathname} answered ${res.status} ${JSON.stringify(res.data)}`);
  return res.data as T;
}

describe.each([
  ['PGlite (the embedded default)', false],
  ['PostgreSQL', true],
] as const)('fault (b): SIGKILL during a burst of writes, on %s', (_name, onPostgres) => {
  it('restarts with every acknowledged write and no half-written record', async () => {
    let databaseUrl: string | undefined;
    if (onPostgres) {
      pg ??= await startPostgres();
      databaseUrl = await pg.createDatabase(`faults_b_${uniq()}`);
    }
    const dataDir = tempDir(onPostgres ? 'b-pg' : 'b-pglite');
    const first = await startServer({ dataDir, databaseUrl });
    const brand = await signUpBrand(first);
    const creators: Account[] = [];
    for (let i = 0; i < 4; i++) creators.push(await signUpCreator(first));
    const base: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await ask(first.url, '/api/campaign/create', { form: await campaignForm(`Base ${i}`), token: brand.accessToken });
      base.push((res.data.campaign as { _id: string })._id);
    }
    // Pending requests for the brand to decide during the burst.
    for (const c of creators.slice(0, 2)) for (const id of base) await ask(first.url, `/api/campaign/${id}/request`, { method: 'POST', token: c.accessToken });

    const writes: Write[] = [];
    const acked = { campaign: 0, request: 0, decision: 0 };
    const track = (kind: Write['kind'], key: string, run: () => Promise<{ status: number; data: Record<string, unknown> }>) => async () => {
      try {
        const res = await run();
        writes.push({ kind, key, status: res.status, detail: res.data });
        if (res.status < 300) acked[kind] += 1;
      } catch {
        writes.push({ kind, key, status: 'killed' });
      }
    };
    const campaignJobs = Array.from({ length: 16 }, (_, i) => {
      const name = `Burst ${i} ${uniq()}`;
      return track('campaign', name, async () => ask(first.url, '/api/campaign/create', { form: await campaignForm(name), token: brand.accessToken }));
    });
    const requestJobs = creators
      .slice(2)
      .flatMap((c) =>
        base.map((id) => track('request', `${c.id}:${id}`, () => ask(first.url, `/api/campaign/${id}/request`, { method: 'POST', token: c.accessToken }))),
      );
    const decisionJobs = creators.slice(0, 2).flatMap((c, ci) =>
      base.map((id, bi) => {
        const verb = (ci + bi) % 2 ? 'decline' : 'approve';
        return track('decision', `${c.id}:${id}:${verb}`, () =>
          ask(first.url, `/api/campaign/${id}/${verb}`, { json: { influencerId: c.id }, token: brand.accessToken }),
        );
      }),
    );
    // Interleaved and launched a few milliseconds apart, so that the kill lands with writes of
    // every kind answered, in flight and not yet sent.
    const jobs = campaignJobs.flatMap((job, i) => [job, requestJobs[i], decisionJobs[i]].filter(Boolean));
    let killed = false;
    const inFlight: Promise<void>[] = [];
    let launchedAll = false;
    // Launched in small bursts, so that some writes are always in flight when the kill lands.
    const launcher = (async () => {
      for (let i = 0; i < jobs.length; i += 4) {
        if (killed) break;
        for (const job of jobs.slice(i, i + 4)) inFlight.push(job());
        await sleep(15);
      }
      launchedAll = true;
    })();
    // On a busy machine every write may be answered before the kill; then the kill lands at the end.
    await waitFor(
      'writes of every kind answered, and others in flight',
      120_000,
      async () => acked.campaign >= 2 && acked.decision >= 2 && acked.request >= 1 && (inFlight.length - writes.length >= 3 || launchedAll),
      2,
    );
    killed = true;
    first.proc.kill('SIGKILL');
    const ended = await first.exited;
    expect(ended.signal).toBe('SIGKILL');
    await launcher;
    await Promise.all(inFlight);

    const second = await startServer(first.opts);
    const uploads = path.join(dataDir, 'uploads');

    // Campaigns: every acknowledged one is there, and every campaign row has its image file, served.
    const { campaigns } = await get<{ campaigns: { _id: string; campaignName: string; campaignImage: string }[] }>(
      second,
      '/api/brand/campaigns',
      brand.accessToken,
    );
    const ackCampaigns = writes.filter((w) => w.kind === 'campaign' && w.status === 201);
    const lostCampaigns = ackCampaigns.filter((w) => !campaigns.some((c) => c._id === (w.detail!.campaign as { _id: string })._id));
    const withoutImage = campaigns.filter((c) => !fs.existsSync(path.join(uploads, c.campaignImage.replace(/^uploads\//, ''))));
    for (const c of campaigns.slice(0, 5)) expect((await ask(second.url, `/${c.campaignImage}`)).status).toBe(200);

    // Requests and decisions, as each creator sees them, and their notifications.
    const brandNotes = await get<{ notifications: { type: string; campaignId: string; message: string }[] }>(
      second,
      '/api/brand/notifications',
      brand.accessToken,
    );
    let lostRequests = 0;
    let lostDecisions = 0;
    let decisionsWithoutNotification = 0;
    let requestsWithoutNotification = 0;
    let decided = 0;
    for (const c of creators) {
      const { requests } = await get<{ requests: { status: string; campaign: { _id: string } }[] }>(second, '/api/creator/requests', c.accessToken);
      const { notifications } = await get<{ notifications: { type: string; campaignId: string }[] }>(second, '/api/creator/notifications', c.accessToken);
      for (const w of writes.filter((x) => x.status === 201 && x.kind === 'request' && x.key.startsWith(`${c.id}:`))) {
        if (!requests.some((r) => r.campaign._id === w.key.split(':')[1])) lostRequests += 1;
      }
      for (const w of writes.filter((x) => x.status === 200 && x.kind === 'decision' && x.key.startsWith(`${c.id}:`))) {
        const [, id, verb] = w.key.split(':');
        const r = requests.find((x) => x.campaign._id === id);
        if (r?.status !== (verb === 'approve' ? 'approved' : 'declined')) lostDecisions += 1;
      }
      for (const r of requests) {
        const name = campaigns.find((x) => x._id === r.campaign._id)?.campaignName ?? '?';
        if (!brandNotes.notifications.some((n) => n.type === 'request' && n.campaignId === r.campaign._id && n.message.endsWith(name)))
          requestsWithoutNotification += 1;
        if (r.status === 'pending') continue;
        decided += 1;
        const type = r.status === 'approved' ? 'approval' : 'rejection';
        if (!notifications.some((n) => n.type === type && n.campaignId === r.campaign._id)) decisionsWithoutNotification += 1;
      }
    }

    expect(lostCampaigns).toEqual([]);
    expect(withoutImage).toEqual([]);
    expect(lostRequests).toBe(0);
    expect(lostDecisions).toBe(0);
    expect(requestsWithoutNotification).toBe(0);
    expect(decisionsWithoutNotification).toBe(0);
    expect(writes.filter((w) => w.status === 'killed').length, 'the kill hit requests in flight').toBeGreaterThan(0);

    // It works normally after the restart.
    const after = await ask(second.url, '/api/campaign/create', { form: await campaignForm('After the kill'), token: brand.accessToken });
    expect(after.status).toBe(201);

    const files = fs.readdirSync(uploads).filter((f) => !f.startsWith('.'));
    report(`SIGKILL mid-burst on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, {
      burstWrites: jobs.length,
      sentBeforeKill: writes.length,
      acknowledgedBeforeKill: writes.filter((w) => typeof w.status === 'number' && w.status < 300).length,
      cutOffByKill: writes.filter((w) => w.status === 'killed').length,
      campaignsAfterRestart: campaigns.length,
      decidedRequests: decided,
      // Files beyond the campaigns listed, the brand logo and the campaign made after the restart.
      orphanImageFiles: files.length - campaigns.length - 2,
      writesLost: lostCampaigns.length + lostRequests + lostDecisions,
      halfWritten: withoutImage.length + requestsWithoutNotification + decisionsWithoutNotification,
    });
    await second.stop('SIGTERM');
  });
});
