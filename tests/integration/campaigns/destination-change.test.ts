import { beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PATCH } from '@/app/api/campaign/[id]/route';
import { GET as detail } from '@/app/api/collaborations/[id]/route';
import { getDb } from '@/lib/db';
import { readMail } from '@/lib/mail/parse';
import { notifications, creators, type CollaborationStatus } from '@/models';
import { call } from '@/tests/helpers/http';
import { mailsTo } from '@/tests/helpers/outbox';
import { drainJobs } from '@/lib/jobs/workers';
import { withSmtp } from '@/tests/helpers/smtp';
import { createBrand, createCampaign, createCreator } from '@/tests/helpers/factories';
import { eventsOf, jobIn } from '../collaborations/support';

type Brand = Awaited<ReturnType<typeof createBrand>>;
type Creator = Awaited<ReturnType<typeof createCreator>>;
let brand: Brand;
let campaignId: string;
const jobs: { stage: CollaborationStatus; creator: Creator; id: string }[] = [];

const TOLD: CollaborationStatus[] = ['active', 'submitted', 'changes_requested', 'approved', 'live'];
const NOT_TOLD: CollaborationStatus[] = ['requested', 'declined', 'completed', 'cancelled'];

/** The brand edits the campaign through the API, as any client does. */
const patch = (json: Record<string, unknown>, token = brand.accessToken) => call(PATCH, { method: 'PATCH', params: { id: campaignId }, token, json });

async function noticesOf(creatorId: string) {
  const db = await getDb();
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientRole, 'creator'), eq(notifications.recipientId, creatorId), eq(notifications.type, 'destination_changed')));
}
const changeEvents = async (id: string) => (await eventsOf(id)).filter((e) => e.kind === 'destination_changed');

beforeEach(async () => {
  brand = await createBrand();
  const campaign = await createCampaign(brand.brand.id, { campaignName: 'Monsoon Picks', brandName: 'Acme Foods', destinationUrl: 'https://apple.com/shop' });
  campaignId = campaign.id;
  jobs.length = 0;
  for (const stage of [...TOLD, ...NOT_TOLD]) {
    const creator = await createCreator({ name: `Creator ${stage}` });
    jobs.push({ stage, creator, id: (await jobIn(campaign.id, creator.creator.id, stage)).id });
  }
});

describe('a brand repoints a campaign with open collaborations', () => {
  it('tells each creator with an open job once, in the app, on the timeline and by e-mail, with the punycode host beside the Unicode one', async () => {
    // A Cyrillic "а": looks like apple.com, is xn--pple-43d.com.
    const res = await patch({ destinationUrl: 'https://\u0430pple.com/shop' });
    expect(res.status).toBe(200);
    for (const job of jobs.filter((j) => TOLD.includes(j.stage))) {
      const notices = await noticesOf(job.creator.creator.id);
      expect(notices, job.stage).toHaveLength(1);
      expect(notices[0].message).toBe('Acme Foods changed where your tracked link for Monsoon Picks leads: apple.com → аpple.com (xn--pple-43d.com)');
      expect(notices[0].campaignId).toBe(campaignId);
      const events = await changeEvents(job.id);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ actorRole: 'brand', actorId: brand.brand.id, detail: 'apple.com → аpple.com (xn--pple-43d.com)' });
      const mails = await mailsTo(job.creator.creator.email);
      expect(mails, job.stage).toHaveLength(1);
      expect(mails[0].subject).toBe('Your tracked link now leads to аpple.com (xn--pple-43d.com): Monsoon Picks');
      expect(mails[0].text).toContain('Before: apple.com — https://apple.com/shop');
      expect(mails[0].text).toContain('Now: аpple.com (xn--pple-43d.com) — https://xn--pple-43d.com/shop');
      expect(mails[0].text).toContain(`/creator/dashboard/collaborations/${job.id}`);
      expect(mails[0].html).toContain('аpple.com (xn--pple-43d.com)');
    }
    // The creator's collaboration as the API answers it: the entry on its timeline, and the brief's new destination.
    const live = jobs.find((j) => j.stage === 'live')!;
    const shown = await call(detail, { token: live.creator.accessToken, params: { id: live.id } });
    const c = shown.data.collaboration as { timeline: { kind: string; detail: string; actor: { role: string } }[]; campaign: { destinationUrl: string } };
    expect(c.timeline.at(-1)).toMatchObject({ kind: 'destination_changed', detail: 'apple.com → аpple.com (xn--pple-43d.com)', actor: { role: 'brand' } });
    expect(c.campaign.destinationUrl).toBe('https://\u0430pple.com/shop');
  });

  it('tells no creator whose job is requested, declined, completed or cancelled', async () => {
    expect((await patch({ destinationUrl: 'https://xn--pple-43d.com/' })).status).toBe(200);
    for (const job of jobs.filter((j) => NOT_TOLD.includes(j.stage))) {
      expect(await noticesOf(job.creator.creator.id), job.stage).toHaveLength(0);
      expect(await changeEvents(job.id), job.stage).toHaveLength(0);
      expect(await mailsTo(job.creator.creator.email), job.stage).toHaveLength(0);
    }
  });

  it('tells nobody of a new path, query or letter case on the same host, nor of an edit that leaves the link alone', async () => {
    expect((await patch({ destinationUrl: 'https://APPLE.com/monsoon?ref=x#top' })).status).toBe(200);
    expect((await patch({ campaignName: 'Monsoon Picks 2' })).status).toBe(200);
    for (const job of jobs) {
      expect(await noticesOf(job.creator.creator.id)).toHaveLength(0);
      expect(await changeEvents(job.id)).toHaveLength(0);
      expect(await mailsTo(job.creator.creator.email)).toHaveLength(0);
    }
  });

  it('counts removing the destination and setting another as two changes: clearing it first does not hide the move', async () => {
    expect((await patch({ destinationUrl: null })).status).toBe(200);
    expect((await patch({ destinationUrl: 'https://evil.example/' })).status).toBe(200);
    const live = jobs.find((j) => j.stage === 'live')!;
    expect((await changeEvents(live.id)).map((e) => e.detail)).toEqual(['apple.com → none', 'none → evil.example']);
    const mails = await mailsTo(live.creator.creator.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Your tracked link now leads to nowhere: Monsoon Picks',
      'Your tracked link now leads to evil.example: Monsoon Picks',
    ]);
  });

  it('sends the notice even to a creator who turned collaboration e-mails off, through SMTP, as text and HTML', async () => {
    const active = jobs.find((j) => j.stage === 'active')!;
    const db = await getDb();
    await db
      .update(creators)
      .set({ emailOff: ['collaborations', 'decisions', 'invitations'] })
      .where(eq(creators.id, active.creator.creator.id));
    await withSmtp(async (smtp) => {
      expect((await patch({ destinationUrl: 'https://g\u03bfogle.com/' })).status).toBe(200);
      await drainJobs();
      const to = smtp.received.filter((m) => m.to.includes(active.creator.creator.email));
      expect(to).toHaveLength(1);
      const mail = await readMail(to[0].raw);
      expect(mail.subject).toMatch(/^Your tracked link now leads to gοogle\.com \(xn--[a-z0-9-]+\.com\): Monsoon Picks$/);
      expect(mail.text).toContain('Before: apple.com');
      expect(mail.html).toMatch(/Now: <strong><code>gοogle\.com \(xn--[a-z0-9-]+\.com\)/);
      expect(smtp.received).toHaveLength(TOLD.length);
    });
  });

  it('lets only the owner repoint, and at most 10 times a day per campaign', async () => {
    const other = await createBrand();
    expect((await patch({ destinationUrl: 'https://evil.example/' }, other.accessToken)).status).toBe(404);
    for (let i = 0; i < 10; i++) expect((await patch({ destinationUrl: `https://site${i}.example/` })).status).toBe(200);
    const refused = await patch({ destinationUrl: 'https://site-eleven.example/' });
    expect(refused.status).toBe(429);
    expect(refused.data.message).toBe('The destination link’s site was changed too often today. Please try again tomorrow.');
    // A new path on the same host is no change of site: still allowed.
    expect((await patch({ destinationUrl: 'https://site9.example/other' })).status).toBe(200);
    const live = jobs.find((j) => j.stage === 'live')!;
    expect(await changeEvents(live.id)).toHaveLength(10);
  });
});
