import fs from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { jobsDatabase } from '@/lib/db';
import { env } from '@/lib/env';
import { drainJobs } from '@/lib/jobs/workers';
import { markThreadSeen, sendMessage } from '@/lib/collaborations/service';
import { mailUnreadMessages } from '@/lib/collaborations/unread-mail';
import { saveEmailTopics } from '@/lib/mail/settings';
import { mailsTo } from '@/tests/helpers/outbox';
import { collaborationIn } from './support';

// A chat message still unread after UNREAD_MAIL_MINUTES is e-mailed: one mail per collaboration
// and recipient listing the messages that came meanwhile; nothing when they were read or the
// recipient turned "New messages" off; never twice. The clock is the queue's: a test makes the
// waiting job due (its start_after now) instead of waiting ten minutes.

type UnreadJob = { data: { collaborationId: string; role: 'brand' | 'creator'; since: number }; start_after: Date };

async function unreadJobs(): Promise<UnreadJob[]> {
  const { jobs } = await jobsDatabase();
  const { rows } = await jobs.executeSql(`select data, start_after from pgboss.job where name = 'unread-mail' and state = 'created' order by created_on`);
  return rows as UnreadJob[];
}

/** The ten minutes pass: every waiting unread-mail job comes due, and the due jobs run. */
async function tenMinutesLater() {
  const { jobs } = await jobsDatabase();
  await jobs.executeSql(`update pgboss.job set start_after = now() where name = 'unread-mail' and state = 'created'`);
  await drainJobs();
}

const unreadMails = async (email: string) => (await mailsTo(email)).filter((m) => m.subject.includes('unread message'));

beforeEach(() => fs.rmSync(env().MAIL_OUTBOX_DIR, { recursive: true, force: true }));

async function scene() {
  const s = await collaborationIn('active');
  const creator = { role: 'creator' as const, id: s.creator.creator.id };
  const brand = { role: 'brand' as const, id: s.brand.brand.id };
  const say = (who: typeof creator | typeof brand, text: string) => sendMessage(who, s.id, { text, attachments: [] });
  return { ...s, creator, brand, say, brandEmail: s.brand.brand.email, creatorEmail: s.creator.creator.email };
}

describe('the unread-messages mail', () => {
  it('waits UNREAD_MAIL_MINUTES, then sends one mail per collaboration with every message that came meanwhile', async () => {
    const s = await scene();
    await s.say(s.creator, 'Hello! Draft coming <b>soon</b> & more');
    await s.say(s.creator, 'Here is the plan: https://drive.example.com/plan?a=1&b=2');
    // One job for both, due ten minutes after the first.
    const jobs = await unreadJobs();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.data).toMatchObject({ collaborationId: s.id, role: 'brand' });
    const wait = new Date(jobs[0]!.start_after).getTime() - Date.now();
    expect(wait).toBeGreaterThan(9 * 60_000);
    expect(wait).toBeLessThanOrEqual(10 * 60_000);
    // Before that, nothing.
    await drainJobs();
    expect(await unreadMails(s.brandEmail)).toEqual([]);

    await tenMinutesLater();
    const [mail, ...more] = await unreadMails(s.brandEmail);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Monsoon Picks: 2 unread messages from Ravi Kumar');
    expect(mail!.text).toContain('Ravi Kumar sent you 2 messages about Monsoon Picks that you have not read yet:');
    expect(mail!.text).toMatch(/Ravi Kumar, \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} (am|pm) IST:\n“Hello! Draft coming <b>soon<\/b> & more”/);
    expect(mail!.text).toContain('“Here is the plan: https://drive.example.com/plan?a=1&b=2”');
    expect(mail!.text).toContain(`Read and reply: http://localhost:3000/brand/dashboard/collaborations/${s.id}`);
    expect(mail!.html).toContain('Hello! Draft coming &lt;b&gt;soon&lt;/b&gt; &amp; more');
    expect(mail!.html).toContain(`href="http://localhost:3000/brand/dashboard/collaborations/${s.id}">Read and reply</a>`);
    expect(mail!.text).toContain('Unsubscribe from “New messages”: http://localhost:3000/unsubscribe?token=brand.');
    // The creator, who wrote them, gets nothing.
    expect(await unreadMails(s.creatorEmail)).toEqual([]);
  });

  it('is not sent twice: the job run again, or the queue drained again, sends nothing more', async () => {
    const s = await scene();
    await s.say(s.creator, 'One');
    const [job] = await unreadJobs();
    await tenMinutesLater();
    await drainJobs();
    expect(await mailUnreadMessages(job!.data)).toBe('queued');
    await drainJobs();
    expect(await unreadMails(s.brandEmail)).toHaveLength(1);
  });

  it('a message after the mail starts the next one, which lists only what is new', async () => {
    const s = await scene();
    await s.say(s.creator, 'First');
    await tenMinutesLater();
    await s.say(s.creator, 'Second');
    expect(await unreadJobs()).toHaveLength(1);
    await tenMinutesLater();
    const mails = await unreadMails(s.brandEmail);
    expect(mails.map((m) => m.subject)).toEqual(['Monsoon Picks: an unread message from Ravi Kumar', 'Monsoon Picks: an unread message from Ravi Kumar']);
    expect(mails[1]!.text).toContain('“Second”');
    expect(mails[1]!.text).not.toContain('“First”');
  });

  it('is not sent when the messages were read meanwhile', async () => {
    const s = await scene();
    await s.say(s.creator, 'Seen soon');
    await markThreadSeen(s.brand, s.id);
    await tenMinutesLater();
    expect(await unreadMails(s.brandEmail)).toEqual([]);
    expect(await unreadJobs()).toEqual([]);
  });

  it('is not sent to someone who turned "New messages" off, and comes again once it is back on', async () => {
    const s = await scene();
    await saveEmailTopics(s.brand, ['requests', 'collaborations']);
    await s.say(s.creator, 'Quiet please');
    await tenMinutesLater();
    expect(await unreadMails(s.brandEmail)).toEqual([]);
    await saveEmailTopics(s.brand, ['requests', 'collaborations', 'messages']);
    await s.say(s.creator, 'Now loud');
    await tenMinutesLater();
    const mails = await unreadMails(s.brandEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('“Now loud”');
  });

  it("goes to the creator, linking the creator's side, for the brand's messages; each side has its own batch", async () => {
    const s = await scene();
    await s.say(s.brand, 'Please share the draft');
    await s.say(s.creator, 'Sure');
    const jobs = await unreadJobs();
    expect(jobs.map((j) => j.data.role).sort()).toEqual(['brand', 'creator']);
    await tenMinutesLater();
    const [toCreator] = await unreadMails(s.creatorEmail);
    expect(toCreator!.subject).toBe('Monsoon Picks: an unread message from Acme Foods');
    expect(toCreator!.text).toContain(`http://localhost:3000/creator/dashboard/collaborations/${s.id}`);
    expect(toCreator!.text).toContain('“Please share the draft”');
    expect(toCreator!.text).not.toContain('Sure');
    expect(await unreadMails(s.brandEmail)).toHaveLength(1);
  });
});
